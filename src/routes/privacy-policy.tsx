import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { useVars } from '@/features/vars/api/get-vars';

export const Route = createFileRoute('/privacy-policy')({
  component: function PrivacyPolicyRoute() {
    const { domainName, supportEmail } = useVars();
    return <PrivacyPolicy domainName={domainName} supportEmail={supportEmail} />;
  },
});
