import { describe, expect, it } from 'vitest';
import { orgScore, roleScore } from './vocab.js';

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
