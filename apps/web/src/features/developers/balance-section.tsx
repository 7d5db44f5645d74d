import {
  API_MODES,
  type ApiMode,
  type BalanceMovement,
  type DeveloperBalance,
  type GatewayResult,
  gatewayErrorMessage,
  type TopUpOutcome,
} from '@netzero/core';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEVELOPERS_COPY } from '../../content/developers.copy';
import { fillCopy } from '../../content/fill-copy';
import { Button } from '../../ui/button';
import { usePort } from '../../ui/port-context';
import { StatusMessage } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import { AMOUNT_MAX_CENTS, AMOUNT_MIN_CENTS, centsToInput, parseDollars } from './amount';
import table from './data-table.module.css';
import styles from './developers-page.module.css';
import { fieldErrors, useFocusFirstInvalid } from './field-errors';
import { formatCents, formatDateTime } from './format';
import { ModeBadge } from './mode-badge';
import { SectionLoad } from './section-load';
import { useLoad } from './use-load';

const COPY = DEVELOPERS_COPY.balance;

/** The query the top-up's hosted checkout returns with: ?developers=balance&topUp=<session>. */
export const TOP_UP_RETURN_QUERY = 'topUp';

/** Both balances, test funds, a live top-up, the low-balance alerts and the recent movements. */
export function BalanceSection() {
  const gateway = usePort('developerGateway');
  const balances = useLoad(() => gateway.balances());
  const [search] = useSearchParams();
  const returned = search.get(TOP_UP_RETURN_QUERY);
  const topUp = useTopUpReturn(returned, balances.reload);
  const headingId = useId();
  const byMode = (mode: ApiMode) => balances.value?.balances.find((b) => b.mode === mode);

  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {COPY.heading}
      </h2>
      <p className={styles.intro}>{COPY.intro}</p>
      <StatusMessage tone="info">{topUp.info}</StatusMessage>
      <StatusMessage tone="success">{topUp.success}</StatusMessage>
      <StatusMessage tone="error">{topUp.error}</StatusMessage>
      {topUp.canRetry ? (
        <p className={styles.refresh}>
          <Button
            variant="secondary"
            onClick={() => void topUp.check()}
            disabled={topUp.checking}
            aria-busy={topUp.checking || undefined}
          >
            {COPY.refresh}
          </Button>
        </p>
      ) : null}
      <SectionLoad loaded={balances}>
        {(value) => (
          <>
            <ul className={styles.balances}>
              {value.balances.map((balance) => (
                <BalanceCard key={balance.mode} balance={balance} />
              ))}
            </ul>
            <div className={styles.twoUp}>
              <AmountForm
                heading={COPY.testFundsHeading}
                note={COPY.testFundsNote}
                label={COPY.testFundsAmount}
                submit={COPY.testFundsSubmit}
                initial="100"
                failure={COPY.testFundsFailed}
                send={(cents) => gateway.addTestFunds(cents)}
                done={(cents) => {
                  void balances.reload();
                  return fillCopy(COPY.testFundsAdded, { amount: formatCents(cents) });
                }}
              />
              <TopUpForm />
            </div>
            <ThresholdForms balanceOf={byMode} onSaved={() => void balances.reload()} />
            <Movements movements={value.movements} />
          </>
        )}
      </SectionLoad>
    </section>
  );
}

/** What the page says about a top-up the hosted checkout returned with. */
interface TopUpReturn {
  readonly info: string | null;
  readonly success: string | null;
  readonly error: string | null;
  /** Still pending, or the check failed: the user may ask again. */
  readonly canRetry: boolean;
  readonly checking: boolean;
  check(): Promise<void>;
}

/**
 * On the way back from the checkout (?topUp=<session>), asks the server how the top-up went,
 * which credits it if the provider says it is paid, then reloads the balances; ?topUp=cancelled
 * needs no call.
 */
function useTopUpReturn(returned: string | null, reload: () => Promise<void>): TopUpReturn {
  const gateway = usePort('developerGateway');
  const sessionId = returned !== null && returned !== 'cancelled' ? returned : null;
  const [checking, setChecking] = useState(sessionId !== null);
  const [outcome, setOutcome] = useState<TopUpOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const check = useCallback(async () => {
    if (sessionId === null) return;
    setChecking(true);
    setFailure(null);
    const reply = await gateway.confirmTopUp(sessionId);
    setChecking(false);
    if (!reply.ok) return setFailure(gatewayErrorMessage(reply.error, COPY.topUpCheckFailed));
    setOutcome(reply.value);
    if (reply.value.status === 'PAID') await reload();
  }, [gateway, sessionId, reload]);

  useEffect(() => {
    void check();
  }, [check]);

  const none = { info: null, success: null, error: null, canRetry: false, checking, check };
  if (returned === null) return none;
  if (sessionId === null) return { ...none, info: COPY.topUpCancelled };
  if (failure !== null) return { ...none, error: failure, canRetry: true };
  if (outcome === null) return { ...none, info: COPY.topUpChecking };
  const { status, amountCents, balance } = outcome;
  if (status === 'PAID') {
    const paid = fillCopy(COPY.topUpPaid, {
      amount: formatCents(amountCents, balance.currency),
      balance: formatCents(balance.availableCents, balance.currency),
    });
    return { ...none, success: paid };
  }
  if (status === 'PENDING') return { ...none, info: COPY.topUpReturned, canRetry: true };
  return { ...none, error: status === 'EXPIRED' ? COPY.topUpExpired : COPY.topUpNotPaid };
}

function BalanceCard({ balance }: { balance: DeveloperBalance }) {
  const mode = DEVELOPERS_COPY.modes[balance.mode];
  const threshold = balance.lowBalanceThresholdCents;
  return (
    <li className={styles.balanceCard}>
      <p className={styles.balanceLabel}>
        <ModeBadge mode={balance.mode} /> {fillCopy(COPY.available, { mode })}
      </p>
      <p className={styles.balanceAmount}>
        {formatCents(balance.availableCents, balance.currency)}
      </p>
      <p className={styles.balanceNote}>
        {threshold === null
          ? COPY.noAlert
          : fillCopy(COPY.lowAlert, { amount: formatCents(threshold, balance.currency) })}
      </p>
    </li>
  );
}

/** Checks an amount in dollars against the server's limits; the message to show, or the cents. */
function checkAmount(text: string): { cents: number } | { error: string } {
  const cents = parseDollars(text);
  if (cents === null) return { error: COPY.amountInvalid };
  if (cents < AMOUNT_MIN_CENTS) return { error: COPY.amountTooSmall };
  if (cents > AMOUNT_MAX_CENTS) return { error: COPY.amountTooLarge };
  return { cents };
}

/** One amount, one button: test funds here, the top-up below with its own ending. */
function AmountForm({
  heading,
  note,
  label,
  submit,
  initial,
  failure: fallback,
  send,
  done,
}: {
  heading: string;
  note: string;
  label: string;
  submit: string;
  initial: string;
  failure: string;
  send: (cents: number) => GatewayResult<unknown>;
  /** What to say once it worked; null when the page is leaving anyway. */
  done: (cents: number, value: unknown) => string | null;
}) {
  const [amount, setAmount] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const { form, focusInvalid } = useFocusFirstInvalid();
  const headingId = useId();

  function invalid(message: string) {
    setError(message);
    focusInvalid();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
    const checked = checkAmount(amount);
    if ('error' in checked) return invalid(checked.error);
    setError(null);
    setWorking(true);
    const reply = await send(checked.cents);
    if (reply.ok) {
      const said = done(checked.cents, reply.value);
      // A redirect keeps the button busy until the browser leaves.
      if (said === null) return;
      setWorking(false);
      return setSuccess(said);
    }
    setWorking(false);
    const onField = fieldErrors(reply.error, ['amountCents'] as const).amountCents;
    if (onField) return invalid(onField);
    setFailure(gatewayErrorMessage(reply.error, fallback));
  }

  return (
    <form
      ref={form}
      className={styles.panel}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={headingId} className={styles.subheading}>
        {heading}
      </h3>
      <p className={styles.note}>{note}</p>
      <TextField
        label={label}
        helper={COPY.amountHelper}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={error}
        readOnly={working}
        onChange={(event) => {
          setAmount(event.target.value);
          setError(null);
        }}
      />
      <StatusMessage tone="error">{failure}</StatusMessage>
      <StatusMessage tone="success">{success}</StatusMessage>
      <Button type="submit" disabled={working} aria-busy={working || undefined}>
        {submit}
      </Button>
    </form>
  );
}

function TopUpForm() {
  const gateway = usePort('developerGateway');
  const navigator = usePort('navigator');
  return (
    <AmountForm
      heading={COPY.topUpHeading}
      note={COPY.topUpNote}
      label={COPY.topUpAmount}
      submit={COPY.topUpSubmit}
      initial=""
      failure={COPY.topUpFailed}
      send={(cents) => gateway.startTopUp(cents)}
      done={(_, checkoutUrl) => {
        navigator.open(String(checkoutUrl));
        return null;
      }}
    />
  );
}

function ThresholdForms({
  balanceOf,
  onSaved,
}: {
  balanceOf: (mode: ApiMode) => DeveloperBalance | undefined;
  onSaved: () => void;
}) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {COPY.thresholdHeading}
      </h3>
      <p className={styles.note}>{COPY.thresholdNote}</p>
      <div className={styles.twoUp}>
        {API_MODES.map((mode) => (
          <ThresholdForm
            key={mode}
            mode={mode}
            current={balanceOf(mode)?.lowBalanceThresholdCents ?? null}
            onSaved={onSaved}
          />
        ))}
      </div>
    </section>
  );
}

function ThresholdForm({
  mode,
  current,
  onSaved,
}: {
  mode: ApiMode;
  current: number | null;
  onSaved: () => void;
}) {
  const gateway = usePort('developerGateway');
  const [amount, setAmount] = useState(current === null ? '' : centsToInput(current));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const { form, focusInvalid } = useFocusFirstInvalid();
  const modeName = DEVELOPERS_COPY.modes[mode];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
    const blank = amount.trim() === '';
    const cents = blank ? null : parseDollars(amount);
    if (!blank && cents === null) {
      setError(COPY.thresholdInvalid);
      return focusInvalid();
    }
    setError(null);
    setWorking(true);
    const reply = await gateway.setLowBalanceThreshold(mode, cents);
    setWorking(false);
    if (reply.ok) {
      setSuccess(
        fillCopy(cents === null ? COPY.thresholdCleared : COPY.thresholdSaved, { mode: modeName }),
      );
      return onSaved();
    }
    const onField = fieldErrors(reply.error, [
      'lowBalanceThresholdCents',
    ] as const).lowBalanceThresholdCents;
    if (onField) {
      setError(onField);
      return focusInvalid();
    }
    setFailure(gatewayErrorMessage(reply.error, COPY.thresholdFailed));
  }

  return (
    <form
      ref={form}
      className={styles.thresholdForm}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextField
        label={fillCopy(COPY.threshold, { mode: modeName })}
        name={`threshold-${mode}`}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={error}
        readOnly={working}
        onChange={(event) => {
          setAmount(event.target.value);
          setError(null);
        }}
      />
      <StatusMessage tone="error">{failure}</StatusMessage>
      <StatusMessage tone="success">{success}</StatusMessage>
      <Button type="submit" variant="secondary" disabled={working} aria-busy={working || undefined}>
        {fillCopy(COPY.thresholdSave, { mode: modeName })}
      </Button>
    </form>
  );
}

function Movements({ movements }: { movements: readonly BalanceMovement[] }) {
  const headingId = useId();
  const columns = COPY.columns;
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {COPY.movementsHeading}
      </h3>
      {movements.length === 0 ? (
        <p className={styles.empty}>{COPY.noMovements}</p>
      ) : (
        <div className={table.wrap}>
          <table className={table.table}>
            <caption>{COPY.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{columns.date}</th>
                <th scope="col">{columns.mode}</th>
                <th scope="col">{columns.reason}</th>
                <th scope="col">{columns.order}</th>
                <th scope="col" className={table.number}>
                  {columns.amount}
                </th>
                <th scope="col" className={table.number}>
                  {columns.after}
                </th>
              </tr>
            </thead>
            <tbody>
              {movements.map((movement) => (
                <tr key={movement.id}>
                  <td data-label={columns.date} className={table.nowrap}>
                    {formatDateTime(movement.createdAt)}
                  </td>
                  <td data-label={columns.mode}>
                    <ModeBadge mode={movement.mode} />
                  </td>
                  <td data-label={columns.reason}>{COPY.reasons[movement.reason]}</td>
                  <td data-label={columns.order}>
                    {movement.orderId ? (
                      <code className={table.code}>{movement.orderId}</code>
                    ) : (
                      COPY.noOrder
                    )}
                  </td>
                  <td data-label={columns.amount} className={`${table.number} ${table.strong}`}>
                    {formatCents(movement.amountCents, 'USD', true)}
                  </td>
                  <td data-label={columns.after} className={table.number}>
                    {formatCents(movement.balanceAfterCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
