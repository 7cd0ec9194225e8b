import { LegalPage, MailLink } from './legal-page';

type Props = { domainName: string; supportEmail: string };

export function PrivacyPolicy({ domainName, supportEmail }: Props) {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="22 November 2026"
      intro={
        <p>
          {domainName} lets you meet and chat with AI companions. This policy explains what we
          collect when you use the app, why, and the choices you have. We keep it short and plain.
        </p>
      }
      sections={[
        {
          heading: 'What we collect',
          body: (
            <>
              <p>
                Account details you give us (such as your email address and the name of your
                avatar), your conversations with Angels, your token balance and purchases, and basic
                technical data such as your browser type and the time of each request.
              </p>
              <p>Browsing Discover without an account needs no personal data at all.</p>
            </>
          ),
        },
        {
          heading: 'How we use it',
          body: (
            <p>
              To run the service: to show you Angels, deliver their replies, keep your chats across
              devices, process payments, prevent abuse and answer support requests. We do not sell
              your personal data and we do not use your conversations for advertising.
            </p>
          ),
        },
        {
          heading: 'Stored on your device',
          body: (
            <p>
              The app stores a few items in your browser so it works offline and keeps you signed
              in: sign-in tokens, your age confirmation, cached pages and images, and recently
              loaded data. Clearing your browser data or logging out removes them.
            </p>
          ),
        },
        {
          heading: 'Sharing',
          body: (
            <p>
              We share data only with providers that help us run the service (hosting, payments,
              email), under contracts that bind them to this policy, or when the law requires it.
            </p>
          ),
        },
        {
          heading: 'Retention and your rights',
          body: (
            <p>
              We keep your data while your account is active and delete it within 30 days after you
              close your account, except where the law requires us to keep records longer. You can
              ask for a copy of your data, a correction or deletion at any time.
            </p>
          ),
        },
        {
          heading: 'Contact',
          body: (
            <p>
              Questions or requests about privacy: write to <MailLink email={supportEmail} />.
            </p>
          ),
        },
      ]}
    />
  );
}
