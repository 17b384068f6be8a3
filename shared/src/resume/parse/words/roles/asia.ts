import type { RoleOrgWords } from './types.js';

/** Japanese, Chinese (simplified and traditional), Korean, Thai, Vietnamese, Indonesian and Malay, Hindi. */
export const ASIA: RoleOrgWords = {
  roles: `
    エンジニア 開発者 プログラマー プログラマ マネージャー マネージャ 部長 課長 係長 主任 担当者 社長
    代表取締役 取締役 店長 教諭 講師 教授 准教授 助教 研究員 研究者 看護師 医師 薬剤師 獣医師 介護士 介護職
    保育士 弁護士 会計士 税理士 営業 販売員 店員 調理師 コック シェフ 運転手 ドライバー 作業員 整備士 技術者
    技師 事務員 秘書 受付 アシスタント デザイナー コンサルタント アナリスト インターン アルバイト パート
    派遣社員 正社員 契約社員 社員 職員 公務員 教員 リーダー ディレクター プロデューサー 翻訳者 通訳 記者
    編集者 スタッフ
    工程师 经理 总监 主管 助理 专员 实习生 实习 研究员 设计师 程序员 架构师 分析师 顾问 教师 老师 讲师 教授
    护士 医生 医师 药师 兽医 律师 会计 出纳 销售 业务员 店员 收银员 服务员 厨师 司机 快递员 仓管 操作员 技术员
    技工 电工 焊工 文员 秘书 前台 总经理 董事长 创始人 合伙人 负责人 组长 主任 编辑 记者 翻译 志愿者 职员 员工
    专家 公务员 工程師 經理 總監 實習生 實習 設計師 程式設計師 工程師 顧問 教師 講師 護士 醫生 醫師 藥師 律師
    會計 銷售 廚師 司機 技術員 總經理 創辦人 負責人 編輯 記者 翻譯 志工 職員
    엔지니어 개발자 프로그래머 매니저 팀장 파트장 실장 부장 차장 과장 대리 주임 사원 인턴 연구원 선임 디자이너
    컨설턴트 분석가 교사 강사 교수 간호사 의사 약사 수의사 변호사 회계사 세무사 영업 판매원 점원 요리사 조리사
    운전기사 기술자 정비사 용접공 사무원 비서 어시스턴트 코디네이터 대표이사 원장 센터장 공무원 직원 아르바이트
    계약직 정규직 조교 기자 편집자 번역가 봉사자
    นักพัฒนา วิศวกร ผู้จัดการ หัวหน้า ผู้อำนวยการ นักวิเคราะห์ เจ้าหน้าที่ พนักงาน ผู้ช่วย ที่ปรึกษา นักออกแบบ ครู
    อาจารย์ พยาบาล แพทย์ เภสัชกร สัตวแพทย์ ทนายความ นักบัญชี แคชเชียร์ พ่อครัว แม่ครัว คนขับรถ ช่างเทคนิค ช่าง
    ฝึกงาน ผู้ประสานงาน เลขานุการ นักวิจัย ผู้ก่อตั้ง ตำแหน่ง อาสาสมัคร
    nhan_vien chuyen_vien ky_su lap_trinh_vien truong_phong pho_phong giam_doc quan_ly truong_nhom tro_ly
    thuc_tap_sinh thuc_tap giao_vien giang_vien giao_su y_ta dieu_duong bac_si duoc_si luat_su ke_toan
    thu_ngan phuc_vu dau_bep tai_xe lai_xe cong_nhan ky_thuat_vien thu_ky le_tan tu_van_vien chuyen_gia
    nghien_cuu_vien nha_thiet_ke nha_phat_trien cong_tac_vien tinh_nguyen_vien
    pengembang* pemrogram* insinyur* jurutera* manajer* pengurus* kepala direktur* pengarah* koordinator*
    konsultan* perunding* analis* penganalisis* arsitek* perancang* desainer* guru dosen pensyarah* pengajar*
    peneliti* penyelidik* perawat* jururawat* dokter* apoteker* dokter_hewan pengacara* peguam* akuntan*
    akauntan* kasir* juruwang* pelayan* koki* tukang_masak sopir* kurir* staf pegawai* karyawan* karyawati*
    pekerja* buruh* mekanik* teknisi* juruteknik* tukang* sekretaris* setiausaha* asisten* resepsionis* magang*
    pemagang* relawan* sukarelawan* pramuniaga* penjual* wiraniaga* penulis* wartawan* penerjemah* pendiri*
    pemilik* ketua* wakil* spesialis* pakar*
    अभियंता इंजीनियर डेवलपर प्रबंधक मैनेजर निदेशक अध्यक्ष सलाहकार विश्लेषक शिक्षक शिक्षिका अध्यापक प्राध्यापक
    प्रोफेसर व्याख्याता शोधकर्ता नर्स परिचारिका डॉक्टर चिकित्सक फार्मासिस्ट वकील लेखाकार अकाउंटेंट कैशियर विक्रेता
    रसोइया चालक ड्राइवर कर्मचारी तकनीशियन मैकेनिक सहायक सचिव लिपिक क्लर्क इंटर्न प्रशिक्षु स्वयंसेवक अधिकारी
    पर्यवेक्षक समन्वयक`,
  notRoles: `pengurusan* pengajaran* penelitian* penyelidikan* pekerjaan* perancangan* pendirian* kepalan`,
  orgs: `
    株式会社 有限会社 合同会社 合資会社 （株） (株) ㈱ 会社 銀行 大学 病院 クリニック 市役所 区役所 県庁 役所 学校
    研究所 財団 協会 法人 事務所 工場 商事 製作所 ホールディングス グループ 組合 機構 センター 省庁
    有限公司 公司 集团 集團 股份 银行 大学 大學 学院 學院 医院 醫院 研究院 研究中心 委员会 委員會 协会 協會
    基金会 基金會 事务所 工厂 工廠 科技 学校 學校 中学 小学 政府 工作室 事業部
    주식회사 （주） (주) ㈜ 유한회사 회사 은행 대학교 병원 의원 연구소 재단 협회 공사 공단 시청 구청 도청 학교
    센터 그룹 전자 건설 증권 보험 학원 사무소 법무법인 회계법인 공장
    บริษัท จำกัด มหาชน ธนาคาร มหาวิทยาลัย โรงเรียน โรงพยาบาล กระทรวง สำนักงาน มูลนิธิ สมาคม ห้างหุ้นส่วน
    โรงงาน โรงแรม ร้านอาหาร สถาบัน ศูนย์
    cong_ty tnhh co_phan tap_doan ngan_hang benh_vien ubnd uy_ban trung_tam van_phong nha_may cua_hang
    khach_san nha_hang hiep_hoi dai_hoc
    tbk persero sdn_bhd bhd berhad perusahaan* syarikat* kementerian* kementrian* dinas* badan* lembaga*
    pemerintah* pemkot pemkab dewan* universitas* universiti* sekolah* politeknik* rumah_sakit klinik*
    apotek* laboratorium* pabrik* kilang* toko* kedai* restoran* yayasan* persatuan* koperasi* kantor* tni
    polri pvt pte pty
    प्राइवेट लिमिटेड कंपनी बैंक विश्वविद्यालय महाविद्यालय विद्यालय संस्थान अस्पताल चिकित्सालय मंत्रालय विभाग सरकार
    परिषद निगम प्राधिकरण आयोग समिति संगठन फाउंडेशन कार्यालय कारखाना`,
  notOrgs: `dinasti* badania* tokoh* dewangga*`,
  legalForms: `PT PT. Tbk Sdn._Bhd. Sdn_Bhd Bhd. Pvt. Pte. Pty. JSC`,
};
