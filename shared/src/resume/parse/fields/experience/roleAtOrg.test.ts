import { describe, expect, it } from 'vitest';
import { splitEntries } from '../../entries/entries.js';
import { extractRoles } from './experience.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import { splitAfterLegalForm, splitRoleAtOrg, workplaceSentence } from './roleAtOrg.js';
import { item } from '../../testItems.js';
import { roleShapes } from './testRoles.js';

describe('"Role at Organisation" on one line', () => {
  it('splits at the word for "at" in several languages', () => {
    expect(splitRoleAtOrg('Lagerarbejder ved Nordhavn Logistik')).toEqual({
      title: 'Lagerarbejder',
      company: 'Nordhavn Logistik',
    });
    expect(splitRoleAtOrg('Старший редактор у Northwind (агенція)')).toEqual({
      title: 'Старший редактор',
      company: 'Northwind (агенція)',
    });
    expect(splitRoleAtOrg('Guest lecture at the University of Lakeside')?.company).toBe(
      'University of Lakeside',
    );
  });

  it('splits at a word that also means "in" or "for" when an article names what follows', () => {
    expect(splitRoleAtOrg('Stage à la Direction des Sports de Villeneuve')).toEqual({
      title: 'Stage',
      company: 'Direction des Sports de Villeneuve',
    });
    expect(splitRoleAtOrg('Animatrice pour le CLAVEM')).toEqual({ title: 'Animatrice', company: 'CLAVEM' });
    // A field of work takes no article: it stays with the role.
    expect(splitRoleAtOrg('Stage en Marketing Digital')).toBeNull();
    expect(splitRoleAtOrg('Specialist in Data Quality')).toBeNull();
  });

  it('knows the Scandinavian, Czech, Polish, Russian and contracted Romance words for "at"', () => {
    expect(splitRoleAtOrg('Säljare på Lindgrens Cykel')).toEqual({
      title: 'Säljare',
      company: 'Lindgrens Cykel',
    });
    expect(splitRoleAtOrg('Analista de Sistemas na Lumina Tecnologia')?.company).toBe('Lumina Tecnologia');
    expect(splitRoleAtOrg('Kellner im Restaurant Adlerhof')?.company).toBe('Restaurant Adlerhof');
    expect(splitRoleAtOrg('Kierowca w firmie Trans-Borek')?.company).toBe('firmie Trans-Borek');
    expect(splitRoleAtOrg('Programátor ve firmě Nordtech s.r.o.')?.company).toBe('firmě Nordtech s.r.o.');
    expect(splitRoleAtOrg('Фронтенд-разработчик в Северсофт')?.company).toBe('Северсофт');
    // German capitalises every noun: "im" before a field of work is no employer.
    expect(splitRoleAtOrg('Praktikant im Vertrieb')).toBeNull();
  });

  it('splits at a preposition before an organisation word in scripts without capitals', () => {
    expect(splitRoleAtOrg('مهندس برمجيات في شركة الواحة للتقنية')).toEqual({
      title: 'مهندس برمجيات',
      company: 'شركة الواحة للتقنية',
    });
    // Written onto the noun: Arabic bi-, Hebrew be-.
    expect(splitRoleAtOrg('محاسب بشركة النخيل')).toEqual({ title: 'محاسب', company: 'شركة النخيل' });
    expect(splitRoleAtOrg('מהנדס בניין בחברת גלבוע')).toEqual({
      title: 'מהנדס בניין',
      company: 'חברת גלבוע',
    });
    expect(splitRoleAtOrg('אחות בבית חולים הדסים')?.company).toBe('בית חולים הדסים');
    expect(splitRoleAtOrg('کارشناس فروش در شرکت آرمان')).toEqual({
      title: 'کارشناس فروش',
      company: 'شرکت آرمان',
    });
    // "in digital marketing", "building and infrastructure": no organisation after the word.
    expect(splitRoleAtOrg('أخصائي في التسويق الرقمي')).toBeNull();
    expect(splitRoleAtOrg('מנהל בנייה ותשתיות')).toBeNull();
  });

  it('splits before a lower-case workplace noun that introduces the employer', () => {
    expect(splitRoleAtOrg('Stagiaire pour la société de conseil Brume & Fils')).toEqual({
      title: 'Stagiaire',
      company: 'société de conseil Brume & Fils',
    });
    expect(splitRoleAtOrg('Analista en la empresa de transportes Lakeview')).toEqual({
      title: 'Analista',
      company: 'empresa de transportes Lakeview',
    });
    expect(splitRoleAtOrg('Specialist in machine learning')).toBeNull();
    expect(splitRoleAtOrg('Volunteer at the hospital kitchen')).toBeNull();
  });

  it('splits at "für" before a school named in German, alone or as a compound', () => {
    expect(splitRoleAtOrg('Aushilfe für Schule Birkenau')).toEqual({
      title: 'Aushilfe',
      company: 'Schule Birkenau',
    });
    expect(splitRoleAtOrg('Praktikum für Musikschule Seetal')?.company).toBe('Musikschule Seetal');
  });

  it('leaves a role that only says what it was in ("Specialist in Marketing") whole', () => {
    expect(splitRoleAtOrg('Volunteer in Community Gardens')).toBeNull();
    // A lower-case word after it is a description, not a name.
    expect(splitRoleAtOrg('Stage au centre de loisirs Lakeside')).toBeNull();
  });

  it('gives a dated "Role ved Organisation" entry both fields', () => {
    const lines = linesFromSegments(
      buildSegments([
        item('Lagerarbejder ved Nordhavn Logistik', 60, 100),
        item('2019 – 2021', 470, 100),
        item('Pakning og forsendelse af ordrer til hele landet.', 60, 113),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => [r.item.title, r.item.company])).toEqual([
      ['Lagerarbejder', 'Nordhavn Logistik'],
    ]);
  });
});

describe('an organisation closed by its legal form, then the role', () => {
  it('splits after the legal form when a role follows', () => {
    expect(splitAfterLegalForm('Andes Logística SAS analista de compras')).toEqual({
      company: 'Andes Logística SAS',
      title: 'analista de compras',
    });
    expect(splitAfterLegalForm('Northwind Traders Ltd. Senior Engineer')?.company).toBe(
      'Northwind Traders Ltd.',
    );
  });

  it('leaves a name that only ends with its legal form whole', () => {
    expect(splitAfterLegalForm('Fabrikam Bank Limited')).toBeNull();
    expect(splitAfterLegalForm('Contoso AG Zürich Branch')).toBeNull();
  });
});

describe('a Japanese sentence that names the workplace', () => {
  it('reads the organisation before にて and the role before として or に採用', () => {
    expect(workplaceSentence('見本物流センターにて配送ドライバーとして、県内を担当。')).toEqual({
      company: '見本物流センター',
      title: '配送ドライバー',
    });
    expect(workplaceSentence('サンプル市役所にて窓口相談員に採用されました。')).toEqual({
      company: 'サンプル市役所',
      title: '窓口相談員',
    });
    expect(workplaceSentence('テスト商事にて部品の配送を行いました。')).toEqual({
      company: 'テスト商事',
      title: '',
    });
    expect(workplaceSentence('部品の配送を行いました。')).toBeNull();
  });

  it('gives a numbered, dated head over such a sentence its organisation and role', () => {
    const lines = linesFromSegments(
      buildSegments([
        item('1)2019年4月~2019年9月まで', 60, 100),
        item('見本物流センターにて配送ドライバーとして、県内を', 72, 114),
        item('担当しました。', 72, 128),
        item('2)2020年1月~2021年3月', 60, 150),
        item('テスト商事にて部品の配送を行いました。', 72, 164),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => [r.item.company, r.item.title, r.item.start, r.item.end])).toEqual([
      ['見本物流センター', '配送ドライバー', '2019-04', '2019-09'],
      ['テスト商事', '', '2020-01', '2021-03'],
    ]);
  });
});

describe('a legal form printed apart from its name', () => {
  it('joins it to the name, before or after, and leaves the step word out', () => {
    expect(
      roleShapes([
        item('株式会社', 60, 100),
        item('見本電機 1990年4月~1995年3月', 120, 100),
        item('・品質管理を担当', 72, 114),
        item('有限会社', 60, 140),
        item('サンプル企画 設立 1995年4月~2010年3月', 120, 140),
      ]),
    ).toEqual([
      ['株式会社 見本電機', '', 1],
      ['有限会社 サンプル企画', '', 0],
    ]);
    expect(
      roleShapes([item('サンプル システム', 60, 100), item('株式会社 2010年4月~2015年3月', 160, 100)]),
    ).toEqual([['サンプル システム 株式会社', '', 0]]);
  });
});
