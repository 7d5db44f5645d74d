import { type FormEvent, useEffect, useState } from 'react';
import { OPS_SHARED_COPY } from '../../../content/ops-shared.copy';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import styles from './ops-section.module.css';

/** A list's search box: searches when submitted. */
export function SearchForm({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles.toolbar} onSubmit={submit}>
      <TextField
        label={label}
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {OPS_SHARED_COPY.search}
      </Button>
    </form>
  );
}
