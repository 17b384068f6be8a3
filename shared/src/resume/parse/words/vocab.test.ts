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
});
