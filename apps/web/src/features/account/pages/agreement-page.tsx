import { AgreementText } from '../components/agreement-text';

/** `/pages/user/agreement`: the User Agreement a buyer accepts when registering. */
export default function AgreementPage() {
  return (
    <main style={{ background: '#fff', minHeight: '100%' }}>
      <AgreementText />
    </main>
  );
}
