import { Link } from 'react-router';
import { LegalPage, type LegalSection } from './LegalPage';

const sections: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'pages.privacy.informationWeCollect',
    body: (
      <>
        <p>We collect the information you give us and the information created when you use Workify:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your full name, username, email address, password (stored only as a secure
            hash), avatar and, for freelancers, your profession.
          </li>
          <li>
            <strong>Profile content:</strong> skills, portfolio projects and links you add.
          </li>
          <li>
            <strong>Marketplace activity:</strong> job posts, applications and their attachments, gigs, reviews, orders
            and messages.
          </li>
          <li>
            <strong>Payment details:</strong> card payments are handled by our payment provider. We receive the payment
            status, never your full card number.
          </li>
          <li>
            <strong>Technical data:</strong> a session cookie that keeps you signed in, and server logs such as IP
            address, browser type and the pages requested.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'pages.privacy.howWeUseInformation',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>create and run your account and show your profile to other users;</li>
          <li>let clients post jobs and freelancers apply, message each other, sell gigs and leave reviews;</li>
          <li>process payments and keep records of orders;</li>
          <li>send you service emails, such as password reset links and replies to your messages;</li>
          <li>keep Workify safe, prevent fraud and abuse, and enforce our Terms and Conditions;</li>
          <li>understand how the service is used so we can improve it.</li>
        </ul>
        <p>We do not sell your personal information.</p>
      </>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'pages.privacy.howWeShareInformation',
    body: (
      <>
        <p>We share information only as described here:</p>
        <ul>
          <li>
            <strong>With other users:</strong> your name, username, avatar, profession, skills and projects are visible
            on your profile. A client sees the cover letter and attachment you send with an application to their job.
          </li>
          <li>
            <strong>With service providers:</strong> companies that host our servers, process payments or deliver email,
            who may use the data only to provide that service to us.
          </li>
          <li>
            <strong>For legal reasons:</strong> when the law requires it, or to protect the rights, property or safety
            of Workify, our users or the public.
          </li>
          <li>
            <strong>In a business transfer:</strong> if Workify is merged or acquired, your information may move to the
            new owner under this policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-choices',
    title: 'pages.privacy.yourChoices',
    body: (
      <>
        <ul>
          <li>You can view and update your profile at any time from your profile page.</li>
          <li>
            You can delete your account from your profile. Deleting it ends all your sessions and removes your profile
            from the marketplace.
          </li>
          <li>You can ask us for a copy of your information, or to correct it, by contacting us.</li>
          <li>
            The session cookie is needed to sign in. You can block cookies in your browser, but you will then not be
            able to use signed-in features.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'pages.privacy.dataSecurity',
    body: (
      <p>
        Passwords are stored only as salted hashes, sessions use secure, http-only cookies, and data travels over
        encrypted connections. Access to personal data is limited to the people who need it to run the service. No
        method of transmission or storage is completely secure, so we cannot guarantee absolute security, but we work to
        protect your information and will tell you about a breach as the law requires.
      </p>
    ),
  },
  {
    id: 'childrens-privacy',
    title: 'pages.privacy.childrensPrivacy',
    body: (
      <p>
        Workify is not intended for children under the age of 13, and we do not knowingly collect personal information
        from children under 13. If we learn that we have collected information from a child under 13, we will delete it.
        If you believe a child under 13 has given us information, please contact us.
      </p>
    ),
  },
  {
    id: 'changes-to-this-policy',
    title: 'pages.privacy.changesToThisPolicy',
    body: (
      <p>
        We may update this policy from time to time. When we do, we will change the effective date at the top of this
        page, and for significant changes we will tell you by email or with a notice in the app before they take effect.
        Using Workify after a change means you accept the updated policy.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'pages.privacy.contactUs',
    body: (
      <p>
        Questions or requests about this policy or your personal information? Write to us through our{' '}
        <Link to="/contact">Contact page</Link> and we will reply as soon as we can.
      </p>
    ),
  },
];

export default function PrivacyPolicyScreen() {
  return <LegalPage title="pages.privacy.title" intro="pages.privacy.intro" sections={sections} />;
}
