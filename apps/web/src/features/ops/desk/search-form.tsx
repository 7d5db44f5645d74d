import { type FormEvent, useEffect, useState } from 'react';
import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import styles from './desk.module.css';

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
        {OPS_DESK_COPY.common.searchButton}
      </Button>
    </form>
  );
}
