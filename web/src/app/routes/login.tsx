import LoginScreen from '@web/features/auth/LoginScreen';
import { DemoAccounts } from '@web/features/demo/DemoAccounts';

/** /login: the sign-in form (auth) with the demo accounts (demo) below it while demo data exists. */
export default function LoginRoute() {
  return (
    <LoginScreen>
      <DemoAccounts />
    </LoginScreen>
  );
}
