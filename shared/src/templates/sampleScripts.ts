import type { ResumeData } from '../resume/schema.js';
import { buildSampleResume } from './sampleResume.js';

/** The words of a fictional resume in one language; everything else is the sample resume's. */
interface Words {
  name: string;
  title: string;
  location: string;
  summary: string;
  company: string;
  bullet: string;
  project: string;
  projectDescription: string;
  school: string;
  degree: string;
}

/**
 * The sample resume rewritten in scripts that need their own fonts, direction or line breaking:
 * Arabic, Persian and Hebrew (right to left), Chinese, Japanese, Korean and Thai. Fictional people,
 * for template checks and screenshots; the technologies stay in Latin letters as they do in real
 * resumes.
 */
export const SCRIPT_SAMPLES = {
  ar: {
    name: 'ليلى حداد',
    title: 'مهندسة برمجيات أولى',
    location: 'عمّان، الأردن',
    summary:
      'مهندسة برمجيات تبني تطبيقات ويب سريعة وسهلة الاستخدام. قادت فريقاً صغيراً في نقل متجر إلكتروني كبير إلى العرض من الخادم.',
    company: 'شركة نجمة للتقنية',
    bullet: 'خفّضت زمن تحميل الصفحات إلى النصف بتقسيم الشيفرة',
    project: 'دليل المدينة',
    projectDescription: 'تطبيق يعمل دون اتصال لدليل المطاعم والمكتبات العامة.',
    school: 'الجامعة الأردنية',
    degree: 'بكالوريوس علم الحاسوب',
  },
  fa: {
    name: 'سارا کریمی',
    title: 'طراح رابط کاربری',
    location: 'تهران، ایران',
    summary:
      'طراح رابط کاربری که محصولات دیجیتال ساده و دسترس‌پذیر می‌سازد. با تیم‌های کوچک روی فروشگاه‌های اینترنتی کار کرده است.',
    company: 'گروه نرم‌افزاری پیکان',
    bullet: 'سامانهٔ طراحی مشترک را برای شش تیم ساخت',
    project: 'نقشهٔ کوه',
    projectDescription: 'برنامه‌ای برای یافتن مسیرهای کوهپیمایی با نقشه‌های آزاد.',
    school: 'دانشگاه تهران',
    degree: 'کارشناسی مهندسی کامپیوتر',
  },
  he: {
    name: 'נועה לוי',
    title: 'מפתחת תוכנה בכירה',
    location: 'חיפה, ישראל',
    summary:
      'מפתחת תוכנה שבונה מערכות ווב מהירות ונגישות. הובילה צוות קטן במעבר של חנות מקוונת גדולה לרינדור בצד השרת.',
    company: 'גלים טכנולוגיות',
    bullet: 'קיצרה את זמן הטעינה של הדפים בחצי',
    project: 'מדריך העיר',
    projectDescription: 'אפליקציה שעובדת גם בלי חיבור, למסעדות ולספריות ציבוריות.',
    school: 'הטכניון',
    degree: 'תואר ראשון במדעי המחשב',
  },
  zh: {
    name: '王小明',
    title: '高级前端工程师',
    location: '中国上海',
    summary: '专注于性能和无障碍的前端工程师。曾带领小团队将大型电商网站迁移到服务端渲染。',
    company: '星河科技有限公司',
    bullet: '通过代码拆分将页面加载时间缩短一半',
    project: '城市指南',
    projectDescription: '一款可离线使用的餐厅和图书馆指南应用。',
    school: '复旦大学',
    degree: '计算机科学学士',
  },
  ja: {
    name: '山田 花子',
    title: 'シニアフロントエンドエンジニア',
    location: '東京都',
    summary:
      'パフォーマンスとアクセシビリティを重視するフロントエンドエンジニアです。大規模なECサイトのサーバーサイドレンダリング移行を主導しました。',
    company: '株式会社ほしぞら',
    bullet: 'コード分割によりページの読み込み時間を半分にしました',
    project: 'まちのガイド',
    projectDescription: 'オフラインでも使えるレストランと図書館のガイドアプリ。',
    school: '東京工業大学',
    degree: '情報工学 学士',
  },
  ko: {
    name: '김민지',
    title: '시니어 프론트엔드 엔지니어',
    location: '서울',
    summary:
      '성능과 접근성을 중시하는 프론트엔드 엔지니어입니다. 대형 쇼핑몰의 서버 사이드 렌더링 전환을 이끌었습니다.',
    company: '별빛소프트',
    bullet: '코드 분할로 페이지 로딩 시간을 절반으로 줄였습니다',
    project: '동네 안내서',
    projectDescription: '오프라인에서도 쓸 수 있는 식당과 도서관 안내 앱.',
    school: '서울대학교',
    degree: '컴퓨터공학 학사',
  },
  th: {
    name: 'สมหญิง ใจดี',
    title: 'วิศวกรซอฟต์แวร์อาวุโส',
    location: 'กรุงเทพมหานคร',
    summary:
      'วิศวกรซอฟต์แวร์ที่สร้างเว็บแอปพลิเคชันที่รวดเร็วและใช้งานง่าย เคยนำทีมเล็กย้ายร้านค้าออนไลน์ขนาดใหญ่ไปใช้การเรนเดอร์ฝั่งเซิร์ฟเวอร์',
    company: 'บริษัท ดาวเหนือ เทคโนโลยี',
    bullet: 'ลดเวลาโหลดหน้าเว็บลงครึ่งหนึ่งด้วยการแบ่งโค้ด',
    project: 'คู่มือเมือง',
    projectDescription: 'แอปคู่มือร้านอาหารและห้องสมุดที่ใช้งานได้แม้ไม่มีอินเทอร์เน็ต',
    school: 'จุฬาลงกรณ์มหาวิทยาลัย',
    degree: 'วิทยาศาสตรบัณฑิต สาขาวิทยาการคอมพิวเตอร์',
  },
} satisfies Record<string, Words>;

export type ScriptSample = keyof typeof SCRIPT_SAMPLES;

/** The sample resume in one of SCRIPT_SAMPLES' languages. */
export function buildScriptResume(lang: ScriptSample): ResumeData {
  const w: Words = SCRIPT_SAMPLES[lang];
  const base = buildSampleResume();
  const [first, ...rest] = base.experience;
  const [project, ...projects] = base.projects;
  return {
    ...base,
    personalInfo: { ...base.personalInfo, name: w.name, title: w.title, location: w.location },
    landing: { headline: '', subheadline: '' },
    summary: { ...base.summary, content: w.summary, highlights: [w.bullet], specialization: '' },
    experience: first
      ? [
          {
            ...first,
            title: w.title,
            company: w.company,
            location: w.location,
            description: '',
            bullets: [w.bullet],
          },
          ...rest.slice(0, 1),
        ]
      : [],
    education: base.education.map((e) => ({
      ...e,
      school: w.school,
      degree: w.degree,
      location: w.location,
    })),
    projects: project
      ? [{ ...project, name: w.project, description: w.projectDescription }, ...projects.slice(0, 1)]
      : [],
  };
}
