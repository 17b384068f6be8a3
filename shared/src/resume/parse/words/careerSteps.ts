/*
 * The steps a Japanese, Korean or Chinese career is written in (履歴書, 이력서, 简历 timelines): each
 * row is a date and what happened then: joined an organisation, moved within it, left it. The words
 * are the ones these forms use, as a speaker writes them; the step word may follow its object glued on
 * with a particle ("営業部に配属", "一身上の都合により退職").
 */

export type CareerStep = 'join' | 'move' | 'leave';

const STEP_WORDS: Record<CareerStep, string> = {
  join: `入社 入職 入所 入庁 入行 入局 入省 入団 入店 入隊 入園 就職 就業 採用 設立 創業 創立 開業 起業 独立
    転籍 転職 着任 就任 復職 입사 입직 취업 창업 설립 입대 재입사 入职 就职 任职 创立 创办 加盟`,
  move: `配属 異動 出向 転勤 転属 昇進 昇格 赴任 兼務 帰任 발령 전보 승진 파견 调任 晋升 调入 外派`,
  leave: `退社 退職 退所 退任 退官 退庁 退団 退店 退園 辞職 辞任 離職 閉鎖 廃業 解散 満了 除隊 定年
    퇴사 퇴직 전역 제대 폐업 离职 辞职 退休 退伍`,
};

const STEPS: [string, CareerStep][] = (Object.entries(STEP_WORDS) as [CareerStep, string][])
  .flatMap(([step, words]) =>
    words
      .split(/\s+/)
      .filter(Boolean)
      .map((w): [string, CareerStep] => [w, step]),
  )
  .sort((a, b) => b[0].length - a[0].length);

/** Letters of the scripts these forms are written in, and the brackets of "（予定）". */
const FORM_WORD = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー・]+$/u;
/** What may follow the step: "(予定)" (to come), a full stop. */
const AFTER_STEP = /(?:[(（]予定[)）])?[。.]?$/u;

/** The step a word of a career row names ("入社", "営業部に配属"), or null. */
export function careerStep(word: string): CareerStep | null {
  const core = word.replace(AFTER_STEP, '');
  if (!FORM_WORD.test(core)) return null;
  for (const [w, step] of STEPS) if (core.endsWith(w)) return step;
  return null;
}

/** The object a step word is glued to, without its particle: "営業部に配属" → "営業部". */
export function stepObject(word: string): string {
  const core = word.replace(AFTER_STEP, '');
  const step = STEPS.find(([w]) => core.endsWith(w));
  if (!step) return '';
  return core
    .slice(0, -step[0].length)
    .replace(/(?:により|にて|として|に|へ|を|で|より|로|으로|에|에서|을|를)$/u, '')
    .trim();
}
