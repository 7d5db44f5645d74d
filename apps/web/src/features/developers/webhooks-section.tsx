import {
  API_MODES,
  type ApiMode,
  type CreatedWebhookEndpoint,
  gatewayErrorMessage,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEventType,
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
import styles from './developers-page.module.css';
import { fieldErrors, useFocusFirstInvalid } from './field-errors';
import { formatDay } from './format';
import { ModeBadge } from './mode-badge';
import { OneTimeSecret } from './one-time-secret';
import { SectionLoad } from './section-load';
import { useLoad } from './use-load';
import { WebhookDeliveries } from './webhook-deliveries';

const COPY = DEVELOPERS_COPY.webhooks;
const FIELDS = ['url', 'mode', 'events', 'description'] as const;
type Field = (typeof FIELDS)[number];

const MODE_CHOICES = API_MODES.map((mode) => ({
  value: mode,
  label: DEVELOPERS_COPY.modes[mode],
  help: COPY.modeHelp[mode],
}));
const EVENT_CHOICES = WEBHOOK_EVENT_TYPES.map((type) => ({
  value: type,
  label: type,
  help: COPY.eventHelp[type],
}));

/** The add-endpoint form, its signing secret shown once, and each endpoint with its delivery log. */
export function WebhooksSection() {
  const gateway = usePort('developerGateway');
  const endpoints = useLoad(() => gateway.listWebhooks());
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [disabling, setDisabling] = useState<WebhookEndpoint | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();
  const listHeadingId = useId();

  return (
    <>
      <section className={styles.block} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {COPY.heading}
        </h2>
        <p className={styles.intro}>{COPY.intro}</p>
        <CreateEndpointForm
          onCreated={(endpoint) => {
            setNotice(null);
            setCreated(endpoint);
            void endpoints.reload();
          }}
        />
        {created ? (
          <OneTimeSecret
            heading={fillCopy(COPY.newHeading, { url: created.endpoint.url })}
            notice={COPY.newNotice}
            label={COPY.newLabel}
            secret={created.secret}
            onDone={() => setCreated(null)}
          />
        ) : null}
      </section>
      <section className={styles.block} aria-labelledby={listHeadingId}>
        <h3 id={listHeadingId} className={styles.subheading}>
          {COPY.listHeading}
        </h3>
        <StatusMessage tone="success">{notice}</StatusMessage>
        <SectionLoad loaded={endpoints}>
          {(list) =>
            list.length === 0 ? (
              <p className={styles.empty}>{COPY.empty}</p>
            ) : (
              <ul className={styles.endpoints}>
                {list.map((endpoint) => (
                  <EndpointCard
                    key={endpoint.id}
                    endpoint={endpoint}
                    onDisable={() => {
                      setNotice(null);
                      setDisabling(endpoint);
                    }}
                  />
                ))}
              </ul>
            )
          }
        </SectionLoad>
      </section>
      {disabling ? (
        <ConfirmModal
          title={COPY.disableTitle}
          body={fillCopy(COPY.disableBody, { url: disabling.url })}
          keepLabel={COPY.disableKeep}
          confirmLabel={COPY.disableConfirm}
          failureFallback={COPY.disableFailed}
          onConfirm={() => gateway.disableWebhook(disabling.id)}
          onClose={(confirmed) => {
            if (confirmed) {
              setNotice(COPY.disabled);
              void endpoints.reload();
            }
            setDisabling(null);
          }}
        />
      ) : null}
    </>
  );
}

function CreateEndpointForm({
  onCreated,
}: {
  onCreated: (created: CreatedWebhookEndpoint) => void;
}) {
  const gateway = usePort('developerGateway');
  const [url, setUrl] = useState('');
  const [mode, setMode] = useState<ApiMode>('test');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const { form, focusInvalid } = useFocusFirstInvalid();

  function invalid(found: Partial<Record<Field, string>>) {
    setErrors(found);
    focusInvalid();
  }

  function clear(field: Field) {
    setErrors(({ [field]: _, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<Field, string>> = {};
    if (url.trim() === '') found.url = COPY.urlRequired;
    if (events.length === 0) found.events = COPY.eventsRequired;
    if (Object.keys(found).length > 0) return invalid(found);
    setErrors({});
    setWorking(true);
    // Events in the catalogue's order, whatever order they were ticked in.
    const chosen = WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));
    const reply = await gateway.createWebhook({
      url: url.trim(),
      mode,
      events: chosen,
      description: description.trim(),
    });
    setWorking(false);
    if (reply.ok) {
      setUrl('');
      setEvents([]);
      setDescription('');
      return onCreated(reply.value);
    }
    const fromServer = fieldErrors(reply.error, FIELDS);
    if (Object.keys(fromServer).length > 0) invalid(fromServer);
    else setFailure(gatewayErrorMessage(reply.error, COPY.createFailed));
  }

  return (
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
            label={COPY.url}
            helper={COPY.urlHelper}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            maxLength={500}
            value={url}
            error={errors.url}
            readOnly={working}
            onChange={(event) => {
              setUrl(event.target.value);
              clear('url');
            }}
          />
          <TextField
            label={COPY.description}
            helper={COPY.descriptionHelper}
            name="description"
            autoComplete="off"
            maxLength={120}
            value={description}
            error={errors.description}
            readOnly={working}
            onChange={(event) => {
              setDescription(event.target.value);
              clear('description');
            }}
          />
        </div>
        <ChoiceGroup
          legend={COPY.mode}
          name="webhook-mode"
          type="radio"
          choices={MODE_CHOICES}
          selected={[mode]}
          error={errors.mode}
          disabled={working}
          onChange={([value]) => value && setMode(value)}
        />
        <ChoiceGroup
          legend={COPY.events}
          name="events"
          type="checkbox"
          choices={EVENT_CHOICES}
          selected={events}
          error={errors.events}
          disabled={working}
          onChange={(value) => {
            setEvents(value);
            clear('events');
          }}
        />
      </div>
      <StatusMessage tone="error">{failure}</StatusMessage>
      <Button type="submit" disabled={working} aria-busy={working || undefined}>
        {COPY.create}
      </Button>
    </form>
  );
}

function EndpointCard({
  endpoint,
  onDisable,
}: {
  endpoint: WebhookEndpoint;
  onDisable: () => void;
}) {
  const gateway = usePort('developerGateway');
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [logVersion, setLogVersion] = useState(0);
  const logId = useId();
  const titleId = useId();
  const enabled = endpoint.disabledAt === null;

  async function sendTest() {
    setSending(true);
    setSent(null);
    setFailure(null);
    const reply = await gateway.sendTestEvent(endpoint.id);
    setSending(false);
    if (!reply.ok) return setFailure(gatewayErrorMessage(reply.error, COPY.testFailed));
    setSent(fillCopy(COPY.testSent, { eventId: reply.value }));
    // Show the log, reloaded, so the attempt appears there.
    setOpen(true);
    setLogVersion((version) => version + 1);
  }

  return (
    <li className={styles.endpoint} aria-labelledby={titleId}>
      <div className={styles.endpointHead}>
        <h4 id={titleId} className={styles.endpointUrl}>
          {endpoint.url}
        </h4>
        <ModeBadge mode={endpoint.mode} />
        <span className={enabled ? styles.enabled : styles.disabled}>
          {enabled
            ? COPY.enabled
            : fillCopy(COPY.disabledOn, { date: formatDay(endpoint.disabledAt ?? '') })}
        </span>
      </div>
      {endpoint.description ? <p className={styles.note}>{endpoint.description}</p> : null}
      <ul className={styles.eventList} aria-label={COPY.events}>
        {endpoint.events.map((type) => (
          <li key={type}>
            <code>{type}</code>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        {fillCopy(COPY.created, { date: formatDay(endpoint.createdAt) })}
      </p>
      <div className={styles.actions}>
        {enabled ? (
          <Button
            variant="secondary"
            onClick={() => void sendTest()}
            disabled={sending}
            aria-busy={sending || undefined}
          >
            {COPY.sendTest}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls={logId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? COPY.hideDeliveries : COPY.showDeliveries}
        </Button>
        {enabled ? (
          <Button
            variant="ghost"
            className={styles.dangerText}
            aria-label={fillCopy(COPY.disableLabel, { url: endpoint.url })}
            onClick={onDisable}
          >
            {COPY.disable}
          </Button>
        ) : null}
      </div>
      <StatusMessage tone="success">{sent}</StatusMessage>
      <StatusMessage tone="error">{failure}</StatusMessage>
      <div id={logId} hidden={!open}>
        {open ? <WebhookDeliveries key={logVersion} endpoint={endpoint} /> : null}
      </div>
    </li>
  );
}
