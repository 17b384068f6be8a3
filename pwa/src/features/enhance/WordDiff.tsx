import { wordDiff } from '@folio/shared/enhance';

/** Before → after as one text with removed words struck through and added words marked. */
export function WordDiff({ before, after }: { before: string; after: string }) {
  const parts = wordDiff(before, after);
  return (
    <p className="enhance-diff">
      {parts.map((part, i) =>
        part.op === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : part.op === 'del' ? (
          <del key={i} className="enhance-diff__del">
            <span className="visually-hidden">[removed: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </del>
        ) : (
          <ins key={i} className="enhance-diff__add">
            <span className="visually-hidden">[added: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </ins>
        ),
      )}
    </p>
  );
}
