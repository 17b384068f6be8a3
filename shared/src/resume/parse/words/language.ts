/** The main language of the resume's text (ISO 639-1), from common function words; "" when unsure. */

const STOPWORDS: Record<string, string[]> = {
  en: ['the', 'and', 'of', 'to', 'in', 'for', 'with', 'on', 'at', 'experience', 'skills', 'education'],
  de: ['und', 'der', 'die', 'das', 'mit', 'für', 'von', 'im', 'bei', 'zur', 'berufserfahrung', 'kenntnisse'],
  fr: ['et', 'le', 'la', 'les', 'des', 'du', 'de', 'en', 'pour', 'avec', 'une', 'expérience', 'compétences'],
  es: [
    'y',
    'el',
    'la',
    'los',
    'las',
    'del',
    'de',
    'en',
    'para',
    'con',
    'por',
    'una',
    'experiencia',
    'habilidades',
  ],
  pt: ['e', 'o', 'os', 'da', 'do', 'das', 'dos', 'de', 'em', 'no', 'na', 'para', 'com', 'uma', 'experiência'],
  sv: ['och', 'att', 'för', 'med', 'på', 'som', 'av', 'till', 'en', 'erfarenhet', 'utbildning'],
  it: ['e', 'il', 'di', 'della', 'dei', 'per', 'con', 'nel', 'una', 'esperienza', 'competenze'],
  pl: ['i', 'w', 'na', 'z', 'do', 'oraz', 'się', 'dla', 'jako', 'doświadczenie', 'umiejętności'],
  nl: ['en', 'de', 'het', 'van', 'met', 'voor', 'een', 'op', 'werkervaring', 'opleiding'],
};

const LANGS_BY_WORD = new Map<string, string[]>();
for (const [lang, list] of Object.entries(STOPWORDS)) {
  for (const w of list) LANGS_BY_WORD.set(w, [...(LANGS_BY_WORD.get(w) ?? []), lang]);
}

export function detectLanguage(text: string): string {
  const cjk = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
  const kana = (text.match(/[\u3040-\u30ff]/g) ?? []).length;
  const hangul = (text.match(/[\uac00-\ud7af]/g) ?? []).length;
  const letters = (text.match(/\p{L}/gu) ?? []).length || 1;
  if (kana / letters > 0.05) return 'ja';
  if (hangul / letters > 0.1) return 'ko';
  if (cjk / letters > 0.1) return 'zh';
  const counts = new Map<string, number>();
  for (const w of text.toLowerCase().split(/[^\p{L}]+/u)) {
    for (const lang of LANGS_BY_WORD.get(w) ?? []) counts.set(lang, (counts.get(lang) ?? 0) + 1);
  }
  let best = '';
  let bestCount = 0;
  for (const [lang, count] of counts) {
    if (count > bestCount) {
      best = lang;
      bestCount = count;
    }
  }
  return bestCount >= 3 ? best : '';
}
