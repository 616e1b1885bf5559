import { Link } from 'react-router';
import { LegalPage, type LegalSection } from './LegalPage';

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'pages.terms.acceptance',
    body: (
      <p>
        By creating an account or using Workify, you agree to these Terms and Conditions and to our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use the service.
      </p>
    ),
  },
  {
    id: 'registration',
    title: 'pages.terms.registration',
    body: (
      <ul>
        <li>You must give accurate, current information when you sign up and keep it up to date.</li>
        <li>
          You may hold one account, as a client or as a freelancer, and you must not share it or sign up on behalf of
          someone else without their permission.
        </li>
        <li>
          You are responsible for keeping your password secret and for everything done with your account. Tell us at
          once if you suspect unauthorised use.
        </li>
      </ul>
    ),
  },
  {
    id: 'relationships',
    title: 'pages.terms.relationships',
    body: (
      <>
        <p>
          Workify is a venue where clients and freelancers meet. We are not a party to the agreements they make, and we
          do not employ freelancers. Freelancers work as independent contractors and decide how they do the work.
        </p>
        <p>
          Clients are responsible for describing jobs honestly and paying for accepted work. Freelancers are responsible
          for the quality, timing and legality of what they deliver.
        </p>
      </>
    ),
  },
  {
    id: 'payments-and-fees',
    title: 'pages.terms.paymentsAndFees',
    body: (
      <ul>
        <li>
          Workify charges no fees and takes no commission on jobs or gigs. What the client pays for the work is what the
          freelancer receives, less any charges of the payment provider.
        </li>
        <li>
          Gig payments are processed by a third-party payment provider under its own terms. Prices are shown in US
          dollars.
        </li>
        <li>Each user is responsible for their own taxes. Refunds are agreed between client and freelancer.</li>
      </ul>
    ),
  },
  {
    id: 'conduct',
    title: 'pages.terms.conduct',
    body: (
      <>
        <p>When using Workify you agree not to:</p>
        <ul>
          <li>post false, misleading, illegal or offensive content;</li>
          <li>harass, threaten or discriminate against other users;</li>
          <li>send spam, or try to take payments for Workify work outside the platform to avoid its protections;</li>
          <li>upload malware, scrape the service, or interfere with its security or operation;</li>
          <li>infringe anyone's intellectual property or privacy.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'pages.terms.intellectualProperty',
    body: (
      <>
        <p>
          You keep ownership of the content you post. You give Workify a worldwide, non-exclusive, royalty-free licence
          to host and display it as needed to run the service. Unless client and freelancer agree otherwise in writing,
          rights in the delivered work pass to the client once it has been paid for in full.
        </p>
        <p>
          The Workify name, logo and software belong to us. To report infringing content, follow our{' '}
          <Link to="/copyright">Copyright Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'pages.terms.termination',
    body: (
      <p>
        You may delete your account at any time from your profile. We may suspend or close an account that breaks these
        terms, harms other users or puts the service at risk. Clauses that by their nature should survive termination,
        including payment obligations, intellectual property, disputes and limitation of liability, continue to apply.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'pages.terms.disputes',
    body: (
      <>
        <p>
          Disputes between a client and a freelancer should first be resolved between them. Workify may help, but is not
          obliged to decide the outcome.
        </p>
        <p>
          If you have a dispute with Workify, please contact us first. We will try to resolve it informally within 30
          days before either side starts formal proceedings.
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'pages.terms.privacy',
    body: (
      <p>
        Our <Link to="/privacy-policy">Privacy Policy</Link> explains how we collect and use your personal information.
        By using Workify you agree to that use.
      </p>
    ),
  },
  {
    id: 'modifications',
    title: 'pages.terms.modifications',
    body: (
      <p>
        We may change these terms from time to time. We will update the effective date above and, for significant
        changes, tell you in advance by email or in the app. Continuing to use Workify after a change takes effect means
        you accept the new terms.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'pages.terms.limitationOfLiability',
    body: (
      <>
        <p>
          Workify is provided "as is" and "as available". To the fullest extent the law allows, Workify is not liable
          for indirect, incidental, special or consequential damages, or for the acts of other users.
        </p>
        <p>
          Our total liability for any claim arising from these terms or the service is limited to the amount you paid to
          Workify in the <strong>six (6) months</strong> before the event that gave rise to the claim.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'pages.terms.governingLaw',
    body: (
      <p>
        These terms are governed by the laws of the country in which Workify is established, without regard to its
        conflict-of-law rules. The courts of that country have exclusive jurisdiction over any dispute that is not
        resolved as described in clause 8.
      </p>
    ),
  },
];

export default function TermsScreen() {
  return <LegalPage title="pages.terms.title" intro="pages.terms.intro" sections={sections} />;
}
