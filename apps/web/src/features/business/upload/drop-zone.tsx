import { type DragEvent, useId, useRef, useState } from 'react';
import illustration from '../../../assets/upload-spreadsheet.svg';
import { UPLOAD_COPY } from '../../../content/upload.copy';
import { Button } from '../../../ui/button';
import styles from './drop-zone.module.css';

const COPY = UPLOAD_COPY;

/** What the file button offers; the core's upload check still judges every file, dropped ones too. */
const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A drop area with a real file button: hands the first chosen or dropped file to onFile. It stays
 * open while a file is read: a newer file replaces the one being read.
 */
export function DropZone({ onFile }: { onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut; the button below does the same for everyone
    <div
      className={`${styles.zone} ${dragging ? styles.dragging : ''}`}
      data-testid="upload-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <img className={styles.image} src={illustration} alt="" width={120} height={96} />
      <p className={styles.title}>{COPY.dropTitle}</p>
      <p className={styles.or}>{COPY.dropOr}</p>
      <Button variant="secondary" aria-describedby={hintId} onClick={() => input.current?.click()}>
        {COPY.chooseFile}
      </Button>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept={ACCEPT}
        tabIndex={-1}
        aria-label={COPY.chooseFile}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again, after fixing it, reads it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <p id={hintId} className={styles.hint}>
        {COPY.dropHint}
      </p>
    </div>
  );
}
