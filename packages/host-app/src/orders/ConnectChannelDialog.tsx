import { IMPORT_LIMITS, type ImportOrdersResponse, type OrderChannelResource } from '@shipdeck/core/contract';
import { type MessageKey, messages } from '@shipdeck/core/messages';
import { ORDER_FILE_COLUMNS } from '@shipdeck/core/orders';
import { useEffect, useState } from 'react';
import { useAppSession } from '../session/SessionContext';
import { Dialog } from '../ui/Dialog';
import { errorText } from '../ui/errorText';
import { Field } from '../ui/Field';
import { violationsOf } from './OrdersPage';

const m = (key: string, params?: Record<string, string | number>) => messages(key as MessageKey, params);

/** "Row 4: Zip is required" from a refused import's violation at `rows[4]`. */
const rowText = (propertyPath: string, message: string) => {
  const row = /^rows\[(\d+)\]$/.exec(propertyPath)?.[1];
  return row ? `${m('orders.import.row', { row })}: ${message}` : message;
};

/** Our template as a CSV the person fills in (its header row only). */
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`${ORDER_FILE_COLUMNS.map(([h]) => h).join(',')}\r\n`)}`;

/**
 * "connect a selling channel" (spec 02 §2; issue 15): import orders from a file (ours or a store
 * platform's export), with each row in error listed and nothing imported until none is; or connect a
 * partner by its publishable key, whose order webhook then writes this account's orders.
 */
export function ConnectChannelDialog({
  onClose,
  onImported,
}: {
  onClose(): void;
  /** The page says where the file's orders are and shows their tab. */
  onImported(answer: ImportOrdersResponse): void;
}) {
  const { api } = useAppSession();
  const [file, setFile] = useState<File | null>(null);
  const [importing, setImporting] = useState(false);
  const [problem, setProblem] = useState<{ text: string; rows: string[] } | null>(null);
  const [channels, setChannels] = useState<OrderChannelResource[]>([]);
  const [key, setKey] = useState('');
  const [keyError, setKeyError] = useState<string | null>(null);

  const loadChannels = async () => {
    try {
      setChannels((await api.orderChannels()).items);
    } catch {
      setChannels([]);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on open
  useEffect(() => {
    void loadChannels();
  }, []);

  const importFile = async () => {
    if (!file) return;
    if (file.size > IMPORT_LIMITS.maxBytes) {
      setProblem({
        text: messages('addressBook.import.tooLarge', { megabytes: IMPORT_LIMITS.maxBytes / 1024 / 1024 }),
        rows: [],
      });
      return;
    }
    setImporting(true);
    setProblem(null);
    try {
      const answer = await api.importOrders(file);
      onImported(answer);
      onClose();
    } catch (error) {
      const rows = violationsOf(error)
        .filter((v) => v.propertyPath.startsWith('rows['))
        .map((v) => rowText(v.propertyPath, v.message));
      setProblem({ text: errorText(error, messages('api.unknownStatus')), rows });
    } finally {
      setImporting(false);
    }
  };

  const connect = async () => {
    setKeyError(null);
    try {
      await api.connectOrderChannel(key.trim());
      setKey('');
      await loadChannels();
    } catch (error) {
      setKeyError(violationsOf(error)[0]?.message ?? errorText(error, messages('api.unknownStatus')));
    }
  };

  return (
    <Dialog title={m('orders.channel.title')} onClose={onClose}>
      <section aria-label={m('orders.channel.fromFile')}>
        <h3>{m('orders.channel.fromFile')}</h3>
        <p className="app-note">{m('orders.import.platforms')}</p>
        <p>
          <a href={TEMPLATE_HREF} download="Shipdeck orders template.csv">
            {m('orders.import.template')}
          </a>
        </p>
        <label className="app-field">
          <span>{m('orders.import.choose')}</span>
          <input
            type="file"
            name="orders"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
        </label>
        {problem && (
          <div role="alert" className="app-note app-note-warning">
            <p>{problem.text}</p>
            {problem.rows.length > 0 && (
              <ul aria-label="Rows with errors">
                {problem.rows.map((row) => (
                  <li key={row}>{row}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <button
          type="button"
          className="app-button"
          disabled={!file || importing}
          onClick={() => void importFile()}
        >
          {m('orders.import.submit')}
        </button>
      </section>
      <section aria-label={m('orders.channel.partner')}>
        <h3>{m('orders.channel.partner')}</h3>
        <Field
          label={m('orders.channel.partnerKey')}
          name="channel-key"
          value={key}
          onChange={setKey}
          error={keyError}
        />
        <button
          type="button"
          className="app-button app-button-secondary"
          disabled={key.trim() === ''}
          onClick={() => void connect()}
        >
          {m('orders.channel.connect')}
        </button>
        {channels.length > 0 && (
          <>
            <p className="app-note">{m('orders.channel.connected')}</p>
            <ul>
              {channels.map((channel) => (
                <li key={channel.id}>
                  {channel.partnerName}: <code>{channel.id}</code>{' '}
                  <button
                    type="button"
                    className="app-link-button"
                    onClick={async () => {
                      await api.disconnectOrderChannel(channel.id).catch(() => undefined);
                      await loadChannels();
                    }}
                  >
                    {m('orders.channel.disconnect')}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <div className="app-actions">
        <button type="button" className="app-button app-button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
