import {
  API_KEY_KINDS,
  API_MODES,
  type ApiKey,
  type ApiKeyKind,
  type ApiMode,
  type CreatedApiKey,
  gatewayErrorMessage,
} from '@netzero/core';
import { type FormEvent, useId, useState } from 'react';
import { DEVELOPERS_COPY } from '../../content/developers.copy';
import { fillCopy } from '../../content/fill-copy';
import { Button } from '../../ui/button';
import { usePort } from '../../ui/port-context';
import { StatusMessage } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import { ChoiceGroup } from './choice-group';
import { ConfirmModal } from './confirm-modal';
import table from './data-table.module.css';
import styles from './developers-page.module.css';
import { fieldErrors, useFocusFirstInvalid } from './field-errors';
import { formatDay } from './format';
import { GetStarted } from './get-started';
import { ModeBadge } from './mode-badge';
import { OneTimeSecret } from './one-time-secret';
import { SectionLoad } from './section-load';
import { useLoad } from './use-load';

const COPY = DEVELOPERS_COPY.keys;
const FIELDS = ['name', 'mode', 'kind'] as const;
type Field = (typeof FIELDS)[number];

const MODE_CHOICES = API_MODES.map((mode) => ({
  value: mode,
  label: DEVELOPERS_COPY.modes[mode],
  help: COPY.modeHelp[mode],
}));
const KIND_CHOICES = API_KEY_KINDS.map((kind) => ({
  value: kind,
  label: DEVELOPERS_COPY.kinds[kind],
  help: COPY.kindHelp[kind],
}));

/** Get started, the create-key form, the key shown once, and the list with revoke. */
export function ApiKeysSection() {
  const gateway = usePort('developerGateway');
  const keys = useLoad(() => gateway.listKeys());
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const listHeadingId = useId();
  const testKey = keys.value?.find(
    (key) => key.mode === 'test' && key.kind === 'secret' && key.revokedAt === null,
  );

  return (
    <>
      <GetStarted testKeyHint={testKey?.hint ?? null} />
      <CreateKeyForm
        onCreated={(key) => {
          setNotice(null);
          setCreated(key);
          void keys.reload();
        }}
      />
      {created ? (
        <OneTimeSecret
          heading={fillCopy(COPY.newHeading, { name: created.key.name })}
          notice={COPY.newNotice}
          label={COPY.newLabel}
          secret={created.secret}
          onDone={() => setCreated(null)}
        />
      ) : null}
      <section className={styles.block} aria-labelledby={listHeadingId}>
        <h3 id={listHeadingId} className={styles.subheading}>
          {COPY.listHeading}
        </h3>
        <StatusMessage tone="success">{notice}</StatusMessage>
        <SectionLoad loaded={keys}>
          {(list) =>
            list.length === 0 ? (
              <p className={styles.empty}>{COPY.empty}</p>
            ) : (
              <KeysTable
                keys={list}
                onRevoke={(key) => {
                  setNotice(null);
                  setRevoking(key);
                }}
              />
            )
          }
        </SectionLoad>
      </section>
      {revoking ? (
        <ConfirmModal
          title={fillCopy(COPY.revokeTitle, { name: revoking.name })}
          body={COPY.revokeBody}
          keepLabel={COPY.revokeKeep}
          confirmLabel={COPY.revokeConfirm}
          failureFallback={COPY.revokeFailed}
          onConfirm={() => gateway.revokeKey(revoking.id)}
          onClose={(confirmed) => {
            if (confirmed) {
              setNotice(fillCopy(COPY.revoked, { name: revoking.name }));
              void keys.reload();
            }
            setRevoking(null);
          }}
        />
      ) : null}
    </>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const gateway = usePort('developerGateway');
  const [name, setName] = useState('');
  const [mode, setMode] = useState<ApiMode>('test');
  const [kind, setKind] = useState<ApiKeyKind>('secret');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const { form, focusInvalid } = useFocusFirstInvalid();
  const headingId = useId();

  function invalid(found: Partial<Record<Field, string>>) {
    setErrors(found);
    focusInvalid();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (name.trim() === '') return invalid({ name: COPY.nameRequired });
    setErrors({});
    setWorking(true);
    const reply = await gateway.createKey({ name: name.trim(), mode, kind });
    setWorking(false);
    if (reply.ok) {
      setName('');
      return onCreated(reply.value);
    }
    const found = fieldErrors(reply.error, FIELDS);
    if (Object.keys(found).length > 0) invalid(found);
    else setFailure(gatewayErrorMessage(reply.error, COPY.createFailed));
  }

  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {COPY.heading}
      </h2>
      <form
        ref={form}
        className={styles.panel}
        noValidate
        aria-label={COPY.createHeading}
        onSubmit={(event) => void submit(event)}
      >
        <h3 className={styles.subheading}>{COPY.createHeading}</h3>
        <div className={styles.formGrid}>
          <div>
            <TextField
              label={COPY.name}
              helper={COPY.nameHelper}
              name="name"
              autoComplete="off"
              maxLength={60}
              value={name}
              error={errors.name}
              readOnly={working}
              onChange={(event) => {
                setName(event.target.value);
                setErrors(({ name: _, ...rest }) => rest);
              }}
            />
          </div>
          <ChoiceGroup
            legend={COPY.mode}
            name="mode"
            type="radio"
            choices={MODE_CHOICES}
            selected={[mode]}
            error={errors.mode}
            disabled={working}
            onChange={([value]) => value && setMode(value)}
          />
          <ChoiceGroup
            legend={COPY.kind}
            name="kind"
            type="radio"
            choices={KIND_CHOICES}
            selected={[kind]}
            error={errors.kind}
            disabled={working}
            onChange={([value]) => value && setKind(value)}
          />
        </div>
        <StatusMessage tone="error">{failure}</StatusMessage>
        <Button type="submit" disabled={working} aria-busy={working || undefined}>
          {COPY.create}
        </Button>
      </form>
    </section>
  );
}

function KeysTable({
  keys,
  onRevoke,
}: {
  keys: readonly ApiKey[];
  onRevoke: (key: ApiKey) => void;
}) {
  const columns = COPY.columns;
  return (
    <div className={table.wrap}>
      <table className={table.table}>
        <caption>{COPY.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.mode}</th>
            <th scope="col">{columns.kind}</th>
            <th scope="col">{columns.key}</th>
            <th scope="col">{columns.created}</th>
            <th scope="col">{columns.lastUsed}</th>
            <th scope="col">{columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} className={key.revokedAt ? table.revoked : undefined}>
              <th scope="row" data-label={columns.name} className={table.strong}>
                {key.name}
              </th>
              <td data-label={columns.mode}>
                <ModeBadge mode={key.mode} />
              </td>
              <td data-label={columns.kind}>{DEVELOPERS_COPY.kinds[key.kind]}</td>
              <td data-label={columns.key}>
                <code className={table.code}>{key.hint}</code>
              </td>
              <td data-label={columns.created} className={table.nowrap}>
                {formatDay(key.createdAt)}
              </td>
              <td data-label={columns.lastUsed} className={table.nowrap}>
                {key.lastUsedAt ? formatDay(key.lastUsedAt) : COPY.never}
              </td>
              <td data-label={columns.status}>
                {key.revokedAt ? (
                  <span className={table.muted}>
                    {fillCopy(COPY.revokedOn, { date: formatDay(key.revokedAt) })}
                  </span>
                ) : (
                  <span className={styles.statusCell}>
                    <span>{COPY.active}</span>
                    <Button
                      variant="ghost"
                      className={table.danger}
                      aria-label={fillCopy(COPY.revokeLabel, { name: key.name })}
                      onClick={() => onRevoke(key)}
                    >
                      {COPY.revoke}
                    </Button>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
