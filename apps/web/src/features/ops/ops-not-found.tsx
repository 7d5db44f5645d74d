import { Link } from 'react-router-dom';
import { OPS_CONSOLE_COPY } from '../../content/ops-console.copy';
import { OpsPageHeader } from './shared/ops-page-header';

/** The console's own 404: inside the frame, so the navigation stays. */
export function OpsNotFound() {
  const { notFoundTitle, notFoundBody, notFoundHome } = OPS_CONSOLE_COPY;
  return (
    <>
      <OpsPageHeader title={notFoundTitle} lead={notFoundBody} />
      <Link to="/ops">{notFoundHome}</Link>
    </>
  );
}
