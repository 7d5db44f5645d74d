// Fakes of the console shell's ports and a render of the console over them (only tests import it).
import {
  type AuditLogEntry,
  type AuditLogQuery,
  type DownloadFile,
  err,
  type GatewayError,
  type GatewayResult,
  type Operator,
  type OperatorChallenge,
  type OperatorCode,
  type OperatorInvitationAcceptance,
  type OperatorSession,
  type OpsAuditGateway,
  type OpsAuthGateway,
  type OpsOperatorsGateway,
  ok,
  type ServerNotice,
  type TotpEnrolment,
} from '@netzero/core';
import { httpError, InMemorySessionStore } from '@netzero/core-fakes';
import { act, render } from '@testing-library/react';
import { Container } from 'inversify';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { InMemorySessionEvents } from '../../adapters/memory/in-memory-session-events';
import {
  OPS_PORT_TOKENS,
  type OpsPortName,
  OpsPortProvider,
  type OpsPorts,
} from '../../ui/ops-ports';
import { OpsConsole } from './ops-console';
import { OPS_SECTIONS } from './ops-sections';

export const MIRA: Operator = {
  id: 4,
  username: 'mira',
  email: 'mira@netzero.example',
  enrolled: true,
  disabled: false,
  createdAt: '2026-11-01T09:00:00.000Z',
};
export const PASSWORD = 'correct-horse-9';
export const GOOD_CODE = '123456';
export const RECOVERY_CODE = 'abcd-efgh-ijkl';
export const ENROLMENT: TotpEnrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSW',
  otpauthUri: 'otpauth://totp/NetZero:mira?secret=JBSWY3DPEHPK3PXPJBSW',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
};

/** The console's sign-in server: one operator, who enrols or enters a code. */
export class FakeOpsAuthGateway implements OpsAuthGateway {
  readonly calls: string[] = [];
  /** What the password step asks for next. */
  next: 'totp' | 'enrol' = 'totp';
  /** The reply of the next code check instead of the usual one. */
  nextCodeFailure: GatewayError | null = null;
  /** GET /api/ops/me's answer for a stored token. */
  me: GatewayResult<Operator> | (() => GatewayResult<Operator>) = Promise.resolve(ok(MIRA));

  logIn({ email, password }: { email: string; password: string }) {
    this.calls.push(`logIn ${email}`);
    return Promise.resolve(
      email === MIRA.email && password === PASSWORD
        ? ok<OperatorChallenge>({ next: this.next, ticket: 'ticket-1' })
        : err(httpError(401, 'Wrong e-mail or password.')),
    );
  }
  startEnrolment(ticket: string) {
    this.calls.push(`startEnrolment ${ticket}`);
    return Promise.resolve(ok(ENROLMENT));
  }
  confirmEnrolment(request: OperatorCode) {
    this.calls.push(`confirmEnrolment ${request.code}`);
    return this.check(request, ['1111-2222', '3333-4444']);
  }
  verifyCode(request: OperatorCode) {
    this.calls.push(`verifyCode ${request.code}`);
    return this.check(request);
  }
  acceptInvitation(request: OperatorInvitationAcceptance) {
    this.calls.push(`acceptInvitation ${request.token} ${request.username}`);
    return Promise.resolve(
      request.token === 'invite-1'
        ? ok<OperatorChallenge>({ next: 'enrol', ticket: 'ticket-2' })
        : err(httpError(409, 'This invitation has been used.')),
    );
  }
  logOut() {
    this.calls.push('logOut');
    return Promise.resolve(ok(undefined));
  }
  currentOperator() {
    this.calls.push('currentOperator');
    return typeof this.me === 'function' ? this.me() : this.me;
  }

  private check(request: OperatorCode, recoveryCodes?: string[]): GatewayResult<OperatorSession> {
    const failure = this.nextCodeFailure;
    this.nextCodeFailure = null;
    if (failure) return Promise.resolve(err(failure));
    if (request.code !== GOOD_CODE && request.code !== RECOVERY_CODE)
      return Promise.resolve(err(httpError(401, 'That code is not right. Try the current one.')));
    const session = { token: 'ops-token', expiresAt: '2026-11-26T20:00:00Z', operator: MIRA };
    return Promise.resolve(ok(recoveryCodes ? { ...session, recoveryCodes } : session));
  }
}

/** An audit log of `count` entries, ids count…1, newest first; records every query. */
export class FakeOpsAuditGateway implements OpsAuditGateway {
  readonly queries: AuditLogQuery[] = [];
  constructor(private readonly count = 3) {}

  list(query: AuditLogQuery) {
    this.queries.push(query);
    const limit = query.limit ?? 50;
    const all = Array.from({ length: this.count }, (_, index) => auditEntry(this.count - index));
    const older = all.filter((entry) => query.beforeId === undefined || entry.id < query.beforeId);
    return Promise.resolve(ok<readonly AuditLogEntry[]>(older.slice(0, limit)));
  }
}

/** Entry `id`: a refund of order `id`. */
export function auditEntry(id: number): AuditLogEntry {
  return {
    id,
    at: `2026-11-2${id % 10}T10:00:00.000Z`,
    actorUserId: MIRA.id,
    actor: MIRA.email,
    action: 'order.refund',
    targetType: 'order',
    targetId: String(id),
    before: { status: 'paid' },
    after: { status: 'refunded' },
  };
}

/** The operators and the invitations sent. */
export class FakeOpsOperatorsGateway implements OpsOperatorsGateway {
  readonly invited: string[] = [];
  operators: Operator[] = [MIRA];

  list() {
    return Promise.resolve(ok<readonly Operator[]>(this.operators));
  }
  invite(email: string) {
    this.invited.push(email);
    return Promise.resolve(ok<ServerNotice>({ message: `Invitation sent to ${email}.` }));
  }
}

/** Every console port, faked; the files the console saved. */
export function fakeOpsPorts() {
  const saved: DownloadFile[] = [];
  return {
    operatorSessionStore: new InMemorySessionStore(),
    operatorSessionEvents: new InMemorySessionEvents(),
    opsAuthGateway: new FakeOpsAuthGateway(),
    opsOperatorsGateway: new FakeOpsOperatorsGateway(),
    opsAuditGateway: new FakeOpsAuditGateway(),
    fileDownloader: { save: (file: DownloadFile) => void saved.push(file) },
    saved,
  };
}

/** The fake ports of one test. */
export type FakeOpsPorts = ReturnType<typeof fakeOpsPorts>;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The sections whose ports these fakes cover: the frame's own tests stay apart from the others'. */
const SHELL_SECTIONS = OPS_SECTIONS.filter(({ path }) => path === 'audit' || path === 'operators');

/** Renders the console at `path` over the fakes, as app-routes does under /ops/*. */
export function renderConsole(path: string, ports: FakeOpsPorts = fakeOpsPorts()) {
  const container = new Container({ defaultScope: 'Singleton' });
  // The shell's own ports; a section's pages are tested with their own fakes.
  const faked: Partial<Record<OpsPortName, unknown>> = ports;
  const bind = <Name extends OpsPortName>(name: Name) =>
    container.bind(OPS_PORT_TOKENS[name]).toConstantValue(faked[name] as OpsPorts[Name]);
  for (const name of Object.keys(OPS_PORT_TOKENS) as OpsPortName[]) if (name in faked) bind(name);
  const view = render(
    <OpsPortProvider container={container}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/ops/*" element={<OpsConsole sections={SHELL_SECTIONS} />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </OpsPortProvider>,
  );
  return { ...view, ports };
}

/** Lets pending promises (gateway replies, lazy pages) and React updates run to the end. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await act(async () => undefined);
}
