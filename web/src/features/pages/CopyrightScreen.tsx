import { Link } from 'react-router';
import { LegalPage, type LegalSection } from './LegalPage';

const sections: LegalSection[] = [
  {
    id: 'our-policy',
    title: 'pages.copyright.ourPolicy',
    body: (
      <p>
        Workify respects the intellectual property of others and expects its users to do the same. We respond to clear
        notices of alleged copyright infringement under the Digital Millennium Copyright Act (DMCA) and similar laws,
        and we may remove or disable access to the material in question.
      </p>
    ),
  },
  {
    id: 'notice-of-infringement',
    title: 'pages.copyright.noticeOfInfringement',
    body: (
      <>
        <p>If you believe content on Workify infringes your copyright, send us a written notice that includes:</p>
        <ol>
          <li>your physical or electronic signature, as the copyright owner or a person authorised to act for them;</li>
          <li>a description of the copyrighted work you claim has been infringed;</li>
          <li>
            a description of the infringing material and where it is on Workify, such as the URL of the post, gig or
            profile;
          </li>
          <li>your name, postal address, telephone number and email address;</li>
          <li>
            a statement that you believe in good faith that the use is not authorised by the copyright owner, its agent
            or the law;
          </li>
          <li>
            a statement, under penalty of perjury, that the information in your notice is accurate and that you are the
            owner or authorised to act for the owner.
          </li>
        </ol>
        <p>Notices that leave out these details may not be acted on.</p>
      </>
    ),
  },
  {
    id: 'where-to-send',
    title: 'pages.copyright.whereToSend',
    body: (
      <>
        <p>
          Send notices to our Copyright Agent through the <Link to="/contact">Contact page</Link>, starting your message
          with "Copyright Notice". Include every element listed above.
        </p>
        <p>
          When we receive a complete notice, we remove or disable access to the material and tell the user who posted
          it, with a copy of the notice.
        </p>
      </>
    ),
  },
  {
    id: 'counter-notification',
    title: 'pages.copyright.counterNotification',
    body: (
      <>
        <p>
          If your content was removed and you believe this was a mistake or a misidentification, you may send a
          counter-notice to the same address. It must include:
        </p>
        <ol>
          <li>your physical or electronic signature;</li>
          <li>a description of the material that was removed and where it appeared before removal;</li>
          <li>
            a statement, under penalty of perjury, that you believe in good faith the material was removed by mistake or
            misidentification;
          </li>
          <li>
            your name, address and telephone number, and a statement that you consent to the jurisdiction of the courts
            for your address and will accept service of process from the person who sent the original notice.
          </li>
        </ol>
        <p>
          We forward the counter-notice to the person who sent the original notice. Unless they tell us within 10
          business days that they have filed a court action, we may restore the material within 10 to 14 business days.
        </p>
      </>
    ),
  },
  {
    id: 'repeat-infringers',
    title: 'pages.copyright.repeatInfringers',
    body: (
      <p>
        We close, in appropriate circumstances, the accounts of users who repeatedly infringe the copyrights of others.
      </p>
    ),
  },
  {
    id: 'false-claims',
    title: 'pages.copyright.falseClaims',
    body: (
      <p>
        Anyone who knowingly misrepresents that material is infringing, or that it was removed by mistake, may be liable
        for damages, including costs and legal fees. If you are unsure whether a use is allowed, for example as fair
        use, consider taking legal advice before sending a notice.
      </p>
    ),
  },
];

export default function CopyrightScreen() {
  return <LegalPage title="pages.copyright.title" intro="pages.copyright.intro" sections={sections} />;
}
