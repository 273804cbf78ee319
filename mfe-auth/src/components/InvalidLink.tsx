import { CloseIcon } from '@lantern/ui';
import { Link } from 'react-router-dom';
import { AuthLayout, Footnote } from '../AuthLayout';

/** The screen of an emailed link that lacks its token or email (reset password, accept invite). */
export function InvalidLink({
  title,
  message,
  link,
}: {
  title: string;
  message: string;
  link: { to: string; label: string };
}) {
  return (
    <AuthLayout title={title} subtitle={message} icon={{ tone: 'danger', node: <CloseIcon size={24} /> }}>
      <Footnote>
        <Link to={link.to}>{link.label}</Link>
      </Footnote>
    </AuthLayout>
  );
}
