import type { AngelTextField } from '@contract/angels.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { proposeText } from '../api/proposals';
import { TEXT_FIELDS, type CreatorDraft } from '../model';

type Change = (update: (draft: CreatorDraft) => CreatorDraft) => void;

/**
 * Proposed texts: all of them when the texts step is first reached (never over text the user
 * typed), and one at a time on "Write another", which replaces that text on purpose.
 */
export function useProposals(draft: CreatorDraft | null, onTexts: boolean, change: Change) {
  const [writing, setWriting] = useState<ReadonlySet<AngelTextField>>(new Set());
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);

  const write = useCallback(
    async (field: AngelTextField, another: boolean) => {
      const current = draftRef.current;
      if (!current) return;
      const round = (current.rounds[field] ?? 0) + (another ? 1 : 0);
      setWriting((set) => new Set(set).add(field));
      try {
        // A bio keeps the occupation the form already shows (proposed or typed).
        const text = await proposeText(
          field,
          current.choices,
          `${current.seed}:${round}`,
          current.texts.occupation,
        );
        change((latest) => {
          // Typed meanwhile: the user's words win over a first proposal.
          if (!another && latest.edited.includes(field)) return latest;
          return {
            ...latest,
            texts: { ...latest.texts, [field]: text },
            edited: latest.edited.filter((item) => item !== field),
            rounds: { ...latest.rounds, [field]: round },
          };
        });
      } finally {
        setWriting((set) => {
          const next = new Set(set);
          next.delete(field);
          return next;
        });
      }
    },
    [change],
  );

  const needsFirstProposals = draft !== null && onTexts && !draft.proposed;
  useEffect(() => {
    if (!needsFirstProposals) return;
    const current = draftRef.current!;
    change((latest) => ({ ...latest, proposed: true }));
    for (const field of TEXT_FIELDS) {
      if (!current.edited.includes(field) && current.texts[field].trim() === '') {
        void write(field, false);
      }
    }
  }, [needsFirstProposals, change, write]);

  return { writing, writeAnother: (field: AngelTextField) => void write(field, true) };
}
