import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { OPS_CONSOLE_COPY } from '../../content/ops-console.copy';
import { OPS_SHARED_COPY } from '../../content/ops-shared.copy';
import { Button } from '../../ui/button';
import { LoadingState } from '../../ui/loading-state';
import { StatusMessage } from '../../ui/status-message';
import styles from './ops-console.module.css';
import { OpsLayout } from './ops-layout';
import { OpsNotFound } from './ops-not-found';
import { OPS_SECTIONS, type OpsSection } from './ops-sections';
import { OpsSessionProvider, useOpsSession } from './ops-session';
import { InvitationPage } from './sign-in/invitation-page';
import { SignInPage } from './sign-in/sign-in-page';
import { useNoIndex } from './use-no-index';

/**
 * The operator console under /ops: the invitation page for anyone holding the e-mailed link,
 * everything else behind the session guard.
 */
export function OpsConsole({
  sections = OPS_SECTIONS,
}: {
  /** The console's sections; tests of the frame pass the few they use. */
  sections?: readonly OpsSection[];
}) {
  useNoIndex();
  return (
    <OpsSessionProvider>
      <Routes>
        <Route path="invitation" element={<InvitationPage />} />
        <Route path="*" element={<OpsGuard sections={sections} />} />
      </Routes>
    </OpsSessionProvider>
  );
}

/**
 * Shows sign-in in place of any console page until the operator has a session (and again after
 * a 401): the address stays as it was, so the page asked for opens after sign-in.
 */
function OpsGuard({ sections }: { sections: readonly OpsSection[] }) {
  const { state, signOut, recheck } = useOpsSession();
  if (state.status === 'checking')
    return <LoadingState text={OPS_CONSOLE_COPY.checkingSession} fill />;
  if (state.status === 'unavailable')
    return (
      <div className={styles.unavailable}>
        <StatusMessage tone="error">{OPS_CONSOLE_COPY.sessionUnavailable}</StatusMessage>
        <Button onClick={recheck}>{OPS_SHARED_COPY.retry}</Button>
      </div>
    );
  if (state.status === 'signed-out') return <SignInPage expired={state.expired} />;
  const [first] = sections;
  return (
    <Routes>
      <Route
        element={
          <OpsLayout
            operator={state.operator}
            sections={sections}
            onSignOut={() => void signOut()}
          />
        }
      >
        <Route index element={first ? <OpenSection path={first.path} /> : <OpsNotFound />} />
        {sections.map(({ path, page: Page }) => (
          <Route key={path} path={`${path}/*`} element={<Page />} />
        ))}
        <Route path="*" element={<OpsNotFound />} />
      </Route>
    </Routes>
  );
}

/**
 * Opens a section in place of /ops. Not react-router's <Navigate>: the router lives in the shop's
 * entry script, and using <Navigate> here would add it there for every buyer.
 */
function OpenSection({ path }: { path: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(path, { replace: true });
  }, [navigate, path]);
  return null;
}
