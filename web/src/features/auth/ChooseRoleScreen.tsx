import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { chooseRoleSchema, type ChooseRoleInput, type PendingSignIn } from '@shared/schemas/sign-ins';
import { applyServerErrors } from '@web/lib/form-errors';
import { Button } from '@web/ui/Button';
import { FormError, Select } from '@web/ui/Field';
import { ProfessionOptions } from '@web/ui/ProfessionOptions';
import { AuthCard } from './AuthCard';
import { FreelancerToggle } from './FreelancerToggle';
import { PendingSignInGate } from './PendingSignInGate';
import { useChooseRole } from './provider-api';

/** /signup/role: a first sign-in with a provider chooses client or freelancer; only then is the account made. */
export default function ChooseRoleScreen() {
  return <PendingSignInGate kind="signup">{(pending) => <ChooseRoleForm pending={pending} />}</PendingSignInGate>;
}

function ChooseRoleForm({ pending }: { pending: PendingSignIn }) {
  const { _ } = useLingui();
  const choose = useChooseRole();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChooseRoleInput>({
    resolver: zodResolver(chooseRoleSchema),
    defaultValues: { isClient: true, profession: undefined },
  });
  const isFreelancer = form.watch('isClient') === false;

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    choose.mutate(values, {
      onSuccess: () => navigate('/dashboard', { replace: true }),
      onError: (err) => setFormError(applyServerErrors(err, form.setError, ['isClient', 'profession'])),
    });
  });

  return (
    <AuthCard title={_('auth.signup.title')}>
      <p className="mb-4 text-sm break-words text-slate-700">
        {_('auth.role.welcome', { name: pending.fullName, provider: pending.providerName, email: pending.email })}
      </p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FreelancerToggle
          checked={isFreelancer}
          onChange={(on) => {
            form.setValue('isClient', !on);
            if (!on) form.setValue('profession', undefined);
            form.clearErrors('profession');
          }}
        />
        <Select
          label={_('auth.field.profession')}
          disabled={!isFreelancer}
          required={isFreelancer}
          defaultValue=""
          {...form.register('profession', { setValueAs: (v: string) => v || undefined })}
          error={form.formState.errors.profession?.message}
        >
          <ProfessionOptions />
        </Select>
        <FormError message={formError} />
        <Button type="submit" className="w-full" loading={choose.isPending}>
          {_('auth.role.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
