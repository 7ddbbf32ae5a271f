// The kernel's form overlay; ?form=support is the get-support form of the help button.
import { Link } from '@mui/material';
import type { OverlayProps } from '../kernel/contracts';
import { useKernel } from '../kernel/KernelContext';
import { DocsLink, InfoDialog } from './InfoDialog';

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

export default function FormOverlay({ value, close }: OverlayProps) {
  const { account } = useKernel();
  const email = account?.settings?.supportEmail;
  if (value !== 'support') return null;
  return (
    <InfoDialog id="form-overlay" title="Get support" onClose={() => close()}>
      {typeof email === 'string' && EMAIL.test(email) ? (
        <>
          Write to <Link href={`mailto:${email}`}>{email}</Link>.{' '}
        </>
      ) : null}
      Answers to common questions are in the <DocsLink />.
    </InfoDialog>
  );
}
