import { useState } from 'preact/hooks';
// The text box of "your run against a plan": a labelled, full-width monospace box for a pasted run (floor splits or
// altitudes), described by the island's note line. Each edit goes to `onText`; the island keeps the draft.
interface Props {
  id: string;
  label: string;
  rows: number;
  value: string;
  describedBy: string;
  onText: (text: string) => void;
}

export function PasteArea({ id, label, rows, value, describedBy, onText }: Props) {
  return (
    <label class="zen-wide">
      {label}
      <textarea
        id={id}
        rows={rows}
        spellcheck={false}
        value={value}
        aria-describedby={describedBy}
        onInput={(e) => onText((e.currentTarget as HTMLTextAreaElement).value)}
      />
    </label>
  );
}

/**
 * What the reader is typing into a PasteArea (null: the box shows the link's run), and the edit handler: every edit is
 * kept as the draft, and a draft that reads as a run (`read` gives its link text, or null) goes into the link.
 */
export function usePasteDraft(read: (text: string) => string | null, save: (linkText: string) => void) {
  const [draft, setDraft] = useState<string | null>(null);
  const onText = (text: string) => {
    setDraft(text);
    const link = read(text);
    if (link !== null) save(link);
  };
  return { draft, onText, clear: () => setDraft(null) };
}
