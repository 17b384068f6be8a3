import type { Skill, SkillGroup } from '@folio/shared';
import { moveItem, removeItem } from '../editorModel.js';
import { EntryList } from '../fields/EntryList.js';
import { ListControls } from '../fields/ListControls.js';
import { TextInput } from '../fields/TextInput.js';
import type { SectionProps } from './types.js';

/** Skills in the resume's own groups ("Languages", "Tools"); a level only when the resume gave one. */
export function SkillsSection({ resume, update }: SectionProps) {
  return (
    <section className="editor-section" aria-labelledby="sec-skills">
      <h2 id="sec-skills">Skills</h2>
      <EntryList<SkillGroup>
        noun="skill group"
        items={resume.skills}
        create={() => ({ category: '', items: [] })}
        title={(g) => g.category || (g.items.length ? 'Skills' : '')}
        onChange={(skills, change) => update((r) => ({ ...r, skills }), change && { path: 'skills', change })}
        render={(group, gi, put) => (
          <>
            <TextInput
              label="Group name"
              path={`skills.${gi}.category`}
              value={group.category}
              hint="Leave empty for a plain list."
              onChange={(category) => put({ ...group, category })}
            />
            <div
              className="string-list"
              role="group"
              aria-label={`Skills in ${group.category || `group ${gi + 1}`}`}
            >
              {group.items.map((skill, si) => (
                <div key={si} className="string-list__row">
                  <SkillRow
                    path={`skills.${gi}.items.${si}`}
                    skill={skill}
                    onChange={(next) =>
                      put({ ...group, items: group.items.map((s, k) => (k === si ? next : s)) })
                    }
                  />
                  <ListControls
                    index={si}
                    count={group.items.length}
                    itemLabel={`skill ${skill.name || si + 1}`}
                    onMove={(to) =>
                      update(
                        (r) => ({
                          ...r,
                          skills: r.skills.map((g, k) =>
                            k === gi ? { ...g, items: moveItem(g.items, si, to) } : g,
                          ),
                        }),
                        { path: `skills.${gi}.items`, change: { kind: 'move', from: si, to } },
                      )
                    }
                    onRemove={() =>
                      update(
                        (r) => ({
                          ...r,
                          skills: r.skills.map((g, k) =>
                            k === gi ? { ...g, items: removeItem(g.items, si) } : g,
                          ),
                        }),
                        { path: `skills.${gi}.items`, change: { kind: 'remove', index: si } },
                      )
                    }
                  />
                </div>
              ))}
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => put({ ...group, items: [...group.items, { name: '', level: null }] })}
              >
                Add skill
              </button>
            </div>
          </>
        )}
      />
    </section>
  );
}

function SkillRow({ path, skill, onChange }: { path: string; skill: Skill; onChange: (s: Skill) => void }) {
  return (
    <div className="skill-row">
      <TextInput
        label="Skill"
        path={path}
        value={skill.name}
        onChange={(name) => onChange({ ...skill, name })}
      />
      <div className="field field--level">
        <label className="field__label" htmlFor={`${path}-level`}>
          Level (0–100)
        </label>
        <input
          id={`${path}-level`}
          className="field__input"
          type="number"
          min={0}
          max={100}
          value={skill.level ?? ''}
          onChange={(e) => {
            const n = e.target.valueAsNumber;
            onChange({
              ...skill,
              level: Number.isFinite(n) ? Math.max(0, Math.min(100, Math.round(n))) : null,
            });
          }}
        />
      </div>
    </div>
  );
}
