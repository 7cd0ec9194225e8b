import { createFileRoute } from '@tanstack/react-router';
import { TermsOfService } from '@/features/legal/components/terms-of-service';
import { useVars } from '@/features/vars/api/get-vars';

export const Route = createFileRoute('/terms-of-service')({
  component: function TermsOfServiceRoute() {
    const { domainName, supportEmail } = useVars();
    return <TermsOfService domainName={domainName} supportEmail={supportEmail} />;
  },
});
