import { LegalPage, MailLink } from './legal-page';

type Props = { domainName: string; supportEmail: string };

export function TermsOfService({ domainName, supportEmail }: Props) {
  return (
    <LegalPage
      title="Terms of Service"
      updated="22 November 2026"
      intro={
        <p>
          These terms govern your use of {domainName}. By using the app you agree to them. If you do
          not agree, please do not use the service.
        </p>
      }
      sections={[
        {
          heading: 'Who may use the service',
          body: (
            <p>
              You must be at least 18 years old. You are responsible for keeping your account
              credentials safe and for everything that happens under your account.
            </p>
          ),
        },
        {
          heading: 'AI companions',
          body: (
            <p>
              Angels are artificial intelligence characters. Their replies are generated
              automatically, may be inaccurate and are not professional, medical, legal or financial
              advice. They are not real people and do not replace human relationships or emergency
              services.
            </p>
          ),
        },
        {
          heading: 'Acceptable use',
          body: (
            <p>
              Do not use the service for anything illegal, to harass others, to create content
              involving minors, or to attempt to break or overload the service. We may warn, suspend
              or close accounts that break these rules; our agents review reported chats.
            </p>
          ),
        },
        {
          heading: 'Tokens and Premium',
          body: (
            <p>
              Some features use tokens or need a Premium subscription. Prices are shown before you
              pay. Tokens have no cash value and cannot be transferred. You can cancel Premium at
              any time; it stays active until the end of the period you paid for.
            </p>
          ),
        },
        {
          heading: 'Changes and availability',
          body: (
            <p>
              We improve the service continuously and may change these terms. We will tell you about
              material changes in the app before they take effect. We aim for the service to be
              available at all times but cannot guarantee it.
            </p>
          ),
        },
        {
          heading: 'Contact',
          body: (
            <p>
              Questions about these terms: write to <MailLink email={supportEmail} />.
            </p>
          ),
        },
      ]}
    />
  );
}
