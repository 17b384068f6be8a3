import { describe, expect, it } from 'vitest';
import { degreeScore, orgScore, roleScore, schoolScore } from './vocab.js';

describe('role and organisation words', () => {
  it('knows roles and organisations in more languages and scripts', () => {
    const roles = [
      'Старший инженер-программист',
      'Kıdemli Yazılım Geliştirici',
      'Ohjelmistokehittäjä',
      'Μηχανικός Λογισμικού',
      'مهندس برمجيات',
      'フロントエンドエンジニア',
      '서비스 운영 팀장',
      'Chuyên viên Phân tích',
    ];
    const orgs = [
      'ООО «Ромашка»',
      'Acme Yazılım A.Ş. Şirketi',
      '株式会社サンプル',
      '주식회사 샘플',
      'บริษัท ตัวอย่าง จำกัด',
    ];
    expect(roles.filter((r) => roleScore(r) === 0)).toEqual([]);
    expect(orgs.filter((o) => orgScore(o) === 0)).toEqual([]);
  });
});

describe('school and degree words', () => {
  it('knows schools and degrees written as two words, and in languages beyond the first ten', () => {
    const schools = [
      'Trường Đại học Bách khoa',
      'Cao đẳng Sư phạm',
      'Universitas Contoh',
      'Tampereen yliopisto',
      'Budapesti Egyetem',
      'Dél-pesti Szakközépiskola',
      'दिल्ली विश्वविद्यालय',
      'Oslo høgskole',
      'Facultatea de Litere',
    ];
    const degrees = [
      'Cử nhân Kinh tế',
      'Thạc sĩ Tin học',
      'Sarjana Teknik',
      'Filosofian maisteri',
      'Diplomă de licență',
      'Professionsbachelor i økonomi',
      'магистър по право',
      'स्नातक (विज्ञान)',
      'Cicle formatiu de grau superior',
    ];
    expect(schools.filter((s) => schoolScore(s) === 0)).toEqual([]);
    expect(degrees.filter((d) => degreeScore(d) === 0)).toEqual([]);
  });

  it('does not take one word of a two-word phrase for the phrase', () => {
    expect(schoolScore('Đại diện khách hàng')).toBe(0);
    expect(schoolScore('Học sinh giỏi')).toBe(0);
  });

  it('reads schools known by their initials only as printed: German "mit" is "with"', () => {
    expect(schoolScore('MIT')).toBe(1);
    expect(schoolScore('ETH Zürich')).toBeGreaterThan(0);
    expect(schoolScore('Planung mit vier Kolleginnen')).toBe(0);
  });
});

describe('role and organisation words, language by language', () => {
  const roles = [
    'Warehouse Worker',
    'Senior Veterinarian',
    'Kfz-Mechatronikerin',
    'Lagerist (m/w/d)',
    'Werkstudentin Marketing',
    'Aide-soignante',
    'Chargée de clientèle',
    'Cuidadora de personas mayores',
    'Estagiária de Engenharia',
    'Tirocinante amministrativa',
    'Verpleegkundige',
    'Undersköterska',
    'Sygeplejerske',
    'Lähihoitaja',
    'Pielęgniarka',
    'Účetní',
    'Ápoló',
    'Asistentă medicală',
    'Satış Temsilcisi',
    'Νοσηλεύτρια',
    'Кладовщик',
    'Вихователька',
    'ممرضة',
    'پرستار',
    'אחות מוסמכת',
    'शिक्षक',
    '看護師',
    '护士',
    '간호사',
    'พยาบาล',
    'Điều dưỡng viên',
    'Perawat',
    'Transportplanerare',
    'Systemprogrammerare',
    'Produktionsplanlægger',
    'Verkehrsplaner',
    'Disponent',
  ];
  const orgs = [
    'Acme Holdings Ltd.',
    'Beispiel gGmbH',
    'Musterfirma GmbH & Co. KG',
    'Exemple S.A.S.',
    'Ejemplo S.L.',
    'Exemplo Ltda.',
    'Esempio S.p.A.',
    'Przykład Sp. z o.o.',
    'Příklad s.r.o.',
    'Eksempel A/S',
    'Esimerkki Oy',
    'Példa Kft.',
    'Örnek A.Ş.',
    'Ministerio de Sanidad',
    'Städtisches Klinikum Musterstadt',
    'Gemeente Voorbeeld',
    'Region Exempel',
    'Ospedale Maggiore',
    'Ayuntamiento de Ejemplo',
    'Szpital Wojewódzki',
    'Министерство образования',
    'Εθνικό Μετσόβιο Πολυτεχνείο',
    'Kocaeli Belediyesi',
    'وزارة الصحة',
    'بیمارستان نمونه',
    'בית חולים לדוגמה',
    'राष्ट्रीय संस्थान',
    '株式会社サンプル',
    '示例科技有限公司',
    'PT Contoh Tbk',
    'Công ty TNHH Mẫu',
  ];

  it('knows role head nouns, feminine and compound forms included', () => {
    expect(roles.filter((r) => roleScore(r) === 0)).toEqual([]);
  });

  it('knows legal forms and institution words', () => {
    expect(orgs.filter((o) => orgScore(o) === 0)).toEqual([]);
  });

  it('tells the words that are both apart', () => {
    // The firm, not the person: "Consulting", "Directorate", "Consultoría", "Agentur".
    expect(roleScore('Northwind Consulting')).toBe(0);
    expect(roleScore('Directorate of Public Works')).toBe(0);
    expect(roleScore('Consultoría Ejemplo')).toBe(0);
    expect(roleScore('Werbeagentur Beispiel')).toBe(0);
    expect(orgScore('Director of Operations')).toBe(0);
    // The institution word before an English role only says which kind of role.
    expect(orgScore('Bank Teller')).toBe(0);
    expect(orgScore('Hospital Pharmacist')).toBe(0);
    expect(orgScore('Bank, Teller')).toBe(1);
    expect(roleScore('Student Union')).toBe(0);
    expect(orgScore('Student Union')).toBe(1);
    // Word-sized legal forms count only written so.
    expect(orgScore('Co-Founder & CTO')).toBe(0);
    expect(orgScore('Volunteer as tutor')).toBe(0);
    expect(orgScore('VOLUNTEER AS TUTOR')).toBe(0);
    expect(orgScore('NORDVIK AS')).toBe(1);
    expect(orgScore('Denver, CO')).toBe(0);
    // German compounds: a database is no bank, a semiconductor no manager.
    expect(orgScore('Datenbankentwicklerin')).toBe(0);
    expect(orgScore('Datenbank')).toBe(0);
    expect(roleScore('Halbleiter')).toBe(0);
  });
});
