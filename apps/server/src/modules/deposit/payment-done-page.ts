import { findLanguage, type LanguageCode } from '@m/contract';

/** What the device that paid learns of the order: paid, still being processed, closed unpaid, or no such order. */
export type PaymentOutcome = 'PAID' | 'PENDING' | 'CLOSED' | 'UNKNOWN';

type Texts = { PAID: string; PENDING: string; CLOSED: string; UNKNOWN: string; openHint: string; closedHint: string };

const TEXTS: Record<LanguageCode, Texts> = {
  EN: {
    PAID: 'Payment received', PENDING: 'Payment in progress', CLOSED: 'Payment not completed', UNKNOWN: 'Payment not found',
    openHint: 'You can close this page. The screen where you started the deposit shows the result.',
    closedHint: 'Nothing was credited. The screen where you started the deposit says why.',
  },
  TY: {
    PAID: 'Natanggap ang bayad', PENDING: 'Pinoproseso ang bayad', CLOSED: 'Hindi natapos ang bayad', UNKNOWN: 'Hindi makita ang bayad',
    openHint: 'Maaari mo nang isara ang page na ito. Ipinapakita ng screen kung saan mo sinimulan ang deposito ang resulta.',
    closedHint: 'Walang na-credit. Sinasabi ng screen kung saan mo sinimulan ang deposito kung bakit.',
  },
  CN: {
    PAID: '已收到付款', PENDING: '付款处理中', CLOSED: '付款未完成', UNKNOWN: '未找到付款',
    openHint: '您可以关闭此页面。发起存款的页面会显示结果。', closedHint: '未入账。发起存款的页面会说明原因。',
  },
  TW: {
    PAID: '已收到付款', PENDING: '付款處理中', CLOSED: '付款未完成', UNKNOWN: '找不到付款',
    openHint: '您可以關閉此頁面。發起存款的頁面會顯示結果。', closedHint: '未入帳。發起存款的頁面會說明原因。',
  },
  JA: {
    PAID: 'お支払いを受け付けました', PENDING: 'お支払いを処理中です', CLOSED: 'お支払いは完了していません', UNKNOWN: 'お支払いが見つかりません',
    openHint: 'このページは閉じてかまいません。入金を始めた画面に結果が表示されます。', closedHint: '入金はされていません。理由は入金を始めた画面に表示されます。',
  },
  TH: {
    PAID: 'ได้รับการชำระเงินแล้ว', PENDING: 'กำลังดำเนินการชำระเงิน', CLOSED: 'การชำระเงินไม่สำเร็จ', UNKNOWN: 'ไม่พบการชำระเงิน',
    openHint: 'คุณปิดหน้านี้ได้เลย หน้าจอที่คุณเริ่มฝากเงินจะแสดงผลลัพธ์', closedHint: 'ไม่มีการเติมเงิน หน้าจอที่คุณเริ่มฝากเงินจะบอกเหตุผล',
  },
  VI: {
    PAID: 'Đã nhận thanh toán', PENDING: 'Đang xử lý thanh toán', CLOSED: 'Thanh toán chưa hoàn tất', UNKNOWN: 'Không tìm thấy thanh toán',
    openHint: 'Bạn có thể đóng trang này. Màn hình nơi bạn bắt đầu nạp tiền sẽ hiển thị kết quả.',
    closedHint: 'Chưa có gì được cộng. Màn hình nơi bạn bắt đầu nạp tiền sẽ cho biết lý do.',
  },
  MY: {
    PAID: 'ငွေပေးချေမှု လက်ခံရရှိပါပြီ', PENDING: 'ငွေပေးချေမှု ဆောင်ရွက်နေဆဲ', CLOSED: 'ငွေပေးချေမှု မပြီးမြောက်ပါ', UNKNOWN: 'ငွေပေးချေမှုကို မတွေ့ပါ',
    openHint: 'ဤစာမျက်နှာကို ပိတ်နိုင်ပါပြီ။ ငွေသွင်းခဲ့သည့် မျက်နှာပြင်တွင် ရလဒ်ကို ပြပါမည်။',
    closedHint: 'ဘာမှ မထည့်သွင်းရပါ။ ငွေသွင်းခဲ့သည့် မျက်နှာပြင်တွင် အကြောင်းရင်းကို ပြပါမည်။',
  },
  ES: {
    PAID: 'Pago recibido', PENDING: 'Pago en curso', CLOSED: 'Pago no completado', UNKNOWN: 'Pago no encontrado',
    openHint: 'Puedes cerrar esta página. La pantalla donde empezaste el depósito muestra el resultado.',
    closedHint: 'No se acreditó nada. La pantalla donde empezaste el depósito indica el motivo.',
  },
  HI: {
    PAID: 'भुगतान मिल गया', PENDING: 'भुगतान प्रक्रिया में है', CLOSED: 'भुगतान पूरा नहीं हुआ', UNKNOWN: 'भुगतान नहीं मिला',
    openHint: 'आप यह पेज बंद कर सकते हैं। जिस स्क्रीन पर आपने जमा शुरू की थी, वहाँ परिणाम दिखेगा।',
    closedHint: 'कुछ भी जमा नहीं हुआ। जिस स्क्रीन पर आपने जमा शुरू की थी, वहाँ कारण दिखेगा।',
  },
  ID: {
    PAID: 'Pembayaran diterima', PENDING: 'Pembayaran sedang diproses', CLOSED: 'Pembayaran tidak selesai', UNKNOWN: 'Pembayaran tidak ditemukan',
    openHint: 'Anda boleh menutup halaman ini. Layar tempat Anda memulai deposit menampilkan hasilnya.',
    closedHint: 'Tidak ada yang dikreditkan. Layar tempat Anda memulai deposit menjelaskan alasannya.',
  },
  KM: {
    PAID: 'បានទទួលការទូទាត់', PENDING: 'កំពុងដំណើរការការទូទាត់', CLOSED: 'ការទូទាត់មិនបានបញ្ចប់', UNKNOWN: 'រកមិនឃើញការទូទាត់',
    openHint: 'អ្នកអាចបិទទំព័រនេះបាន។ អេក្រង់ដែលអ្នកចាប់ផ្តើមដាក់ប្រាក់នឹងបង្ហាញលទ្ធផល។',
    closedHint: 'គ្មានអ្វីត្រូវបានបញ្ចូលទេ។ អេក្រង់ដែលអ្នកចាប់ផ្តើមដាក់ប្រាក់នឹងប្រាប់មូលហេតុ។',
  },
  KO: {
    PAID: '결제가 접수되었습니다', PENDING: '결제 처리 중', CLOSED: '결제가 완료되지 않았습니다', UNKNOWN: '결제를 찾을 수 없습니다',
    openHint: '이 페이지를 닫아도 됩니다. 입금을 시작한 화면에 결과가 표시됩니다.', closedHint: '입금되지 않았습니다. 입금을 시작한 화면에 이유가 표시됩니다.',
  },
  MS: {
    PAID: 'Pembayaran diterima', PENDING: 'Pembayaran sedang diproses', CLOSED: 'Pembayaran tidak selesai', UNKNOWN: 'Pembayaran tidak ditemui',
    openHint: 'Anda boleh menutup halaman ini. Skrin tempat anda memulakan deposit menunjukkan hasilnya.',
    closedHint: 'Tiada apa-apa dikreditkan. Skrin tempat anda memulakan deposit menyatakan sebabnya.',
  },
  PT: {
    PAID: 'Pagamento recebido', PENDING: 'Pagamento em curso', CLOSED: 'Pagamento não concluído', UNKNOWN: 'Pagamento não encontrado',
    openHint: 'Pode fechar esta página. O ecrã onde iniciou o depósito mostra o resultado.',
    closedHint: 'Nada foi creditado. O ecrã onde iniciou o depósito indica o motivo.',
  },
  'PT-BR': {
    PAID: 'Pagamento recebido', PENDING: 'Pagamento em andamento', CLOSED: 'Pagamento não concluído', UNKNOWN: 'Pagamento não encontrado',
    openHint: 'Você pode fechar esta página. A tela onde você iniciou o depósito mostra o resultado.',
    closedHint: 'Nada foi creditado. A tela onde você iniciou o depósito informa o motivo.',
  },
  TA: {
    PAID: 'பணம் பெறப்பட்டது', PENDING: 'பணம் செலுத்துதல் நடைபெறுகிறது', CLOSED: 'பணம் செலுத்துதல் முடியவில்லை', UNKNOWN: 'பணம் செலுத்துதல் கிடைக்கவில்லை',
    openHint: 'இந்தப் பக்கத்தை மூடலாம். வைப்பைத் தொடங்கிய திரையில் முடிவு காட்டப்படும்.',
    closedHint: 'எதுவும் வரவு வைக்கப்படவில்லை. வைப்பைத் தொடங்கிய திரையில் காரணம் காட்டப்படும்.',
  },
  UR: {
    PAID: 'ادائیگی موصول ہو گئی', PENDING: 'ادائیگی جاری ہے', CLOSED: 'ادائیگی مکمل نہیں ہوئی', UNKNOWN: 'ادائیگی نہیں ملی',
    openHint: 'آپ یہ صفحہ بند کر سکتے ہیں۔ جس اسکرین پر آپ نے ڈپازٹ شروع کیا تھا وہاں نتیجہ دکھایا جائے گا۔',
    closedHint: 'کچھ جمع نہیں ہوا۔ جس اسکرین پر آپ نے ڈپازٹ شروع کیا تھا وہاں وجہ بتائی جائے گی۔',
  },
  'UR-LA': {
    PAID: 'Adaigi mosool ho gayi', PENDING: 'Adaigi jaari hai', CLOSED: 'Adaigi mukammal nahin hui', UNKNOWN: 'Adaigi nahin mili',
    openHint: 'Aap yeh safha band kar sakte hain. Jis screen par aap ne deposit shuru kiya tha wahan nateeja dikhaya jayega.',
    closedHint: 'Kuch jama nahin hua. Jis screen par aap ne deposit shuru kiya tha wahan wajah batayi jayegi.',
  },
  TR: {
    PAID: 'Ödeme alındı', PENDING: 'Ödeme işleniyor', CLOSED: 'Ödeme tamamlanmadı', UNKNOWN: 'Ödeme bulunamadı',
    openHint: 'Bu sayfayı kapatabilirsiniz. Para yatırmaya başladığınız ekran sonucu gösterir.',
    closedHint: 'Hesabınıza bir şey yatırılmadı. Para yatırmaya başladığınız ekran nedenini gösterir.',
  },
  BN: {
    PAID: 'পেমেন্ট পাওয়া গেছে', PENDING: 'পেমেন্ট প্রক্রিয়াধীন', CLOSED: 'পেমেন্ট সম্পূর্ণ হয়নি', UNKNOWN: 'পেমেন্ট পাওয়া যায়নি',
    openHint: 'আপনি এই পেজটি বন্ধ করতে পারেন। যে স্ক্রিনে আপনি জমা শুরু করেছিলেন সেখানে ফলাফল দেখাবে।',
    closedHint: 'কিছু জমা হয়নি। যে স্ক্রিনে আপনি জমা শুরু করেছিলেন সেখানে কারণ দেখাবে।',
  },
  AR: {
    PAID: 'تم استلام الدفعة', PENDING: 'الدفعة قيد المعالجة', CLOSED: 'لم تكتمل الدفعة', UNKNOWN: 'لم يتم العثور على الدفعة',
    openHint: 'يمكنك إغلاق هذه الصفحة. ستعرض الشاشة التي بدأت منها الإيداع النتيجة.',
    closedHint: 'لم يُضف أي مبلغ. ستوضح الشاشة التي بدأت منها الإيداع السبب.',
  },
  FA: {
    PAID: 'پرداخت دریافت شد', PENDING: 'پرداخت در حال انجام است', CLOSED: 'پرداخت کامل نشد', UNKNOWN: 'پرداخت پیدا نشد',
    openHint: 'می‌توانید این صفحه را ببندید. صفحه‌ای که واریز را از آن شروع کردید نتیجه را نشان می‌دهد.',
    closedHint: 'چیزی واریز نشد. صفحه‌ای که واریز را از آن شروع کردید دلیلش را می‌گوید.',
  },
  RU: {
    PAID: 'Платёж получен', PENDING: 'Платёж обрабатывается', CLOSED: 'Платёж не завершён', UNKNOWN: 'Платёж не найден',
    openHint: 'Эту страницу можно закрыть. Экран, на котором вы начали депозит, покажет результат.',
    closedHint: 'Ничего не зачислено. Экран, на котором вы начали депозит, покажет причину.',
  },
  KK: {
    PAID: 'Төлем қабылданды', PENDING: 'Төлем өңделуде', CLOSED: 'Төлем аяқталмады', UNKNOWN: 'Төлем табылмады',
    openHint: 'Бұл бетті жаба беруге болады. Салымды бастаған экран нәтижесін көрсетеді.',
    closedHint: 'Ештеңе есептелмеді. Салымды бастаған экран себебін көрсетеді.',
  },
  UZ: {
    PAID: 'To‘lov qabul qilindi', PENDING: 'To‘lov amalga oshirilmoqda', CLOSED: 'To‘lov yakunlanmadi', UNKNOWN: 'To‘lov topilmadi',
    openHint: 'Bu sahifani yopishingiz mumkin. Depozitni boshlagan ekraningiz natijani ko‘rsatadi.',
    closedHint: 'Hech narsa hisobga tushmadi. Depozitni boshlagan ekraningiz sababini ko‘rsatadi.',
  },
  LO: {
    PAID: 'ໄດ້ຮັບການຊຳລະແລ້ວ', PENDING: 'ກຳລັງດຳເນີນການຊຳລະ', CLOSED: 'ການຊຳລະບໍ່ສຳເລັດ', UNKNOWN: 'ບໍ່ພົບການຊຳລະ',
    openHint: 'ທ່ານສາມາດປິດໜ້ານີ້ໄດ້. ໜ້າຈໍທີ່ທ່ານເລີ່ມຝາກເງິນຈະສະແດງຜົນ.', closedHint: 'ບໍ່ມີການເພີ່ມເງິນ. ໜ້າຈໍທີ່ທ່ານເລີ່ມຝາກເງິນຈະບອກເຫດຜົນ.',
  },
  NE: {
    PAID: 'भुक्तानी प्राप्त भयो', PENDING: 'भुक्तानी प्रक्रियामा छ', CLOSED: 'भुक्तानी पूरा भएन', UNKNOWN: 'भुक्तानी भेटिएन',
    openHint: 'तपाईं यो पेज बन्द गर्न सक्नुहुन्छ। तपाईंले जम्मा सुरु गरेको स्क्रिनमा नतिजा देखिन्छ।',
    closedHint: 'केही जम्मा भएन। तपाईंले जम्मा सुरु गरेको स्क्रिनमा कारण देखिन्छ।',
  },
  FR: {
    PAID: 'Paiement reçu', PENDING: 'Paiement en cours', CLOSED: 'Paiement non abouti', UNKNOWN: 'Paiement introuvable',
    openHint: 'Vous pouvez fermer cette page. L’écran où vous avez commencé le dépôt affiche le résultat.',
    closedHint: 'Rien n’a été crédité. L’écran où vous avez commencé le dépôt en indique la raison.',
  },
  TE: {
    PAID: 'చెల్లింపు అందింది', PENDING: 'చెల్లింపు ప్రాసెస్ అవుతోంది', CLOSED: 'చెల్లింపు పూర్తి కాలేదు', UNKNOWN: 'చెల్లింపు కనబడలేదు',
    openHint: 'మీరు ఈ పేజీని మూసివేయవచ్చు. మీరు డిపాజిట్ ప్రారంభించిన స్క్రీన్ ఫలితాన్ని చూపిస్తుంది.',
    closedHint: 'ఏదీ జమ కాలేదు. మీరు డిపాజిట్ ప్రారంభించిన స్క్రీన్ కారణాన్ని చెబుతుంది.',
  },
  SW: {
    PAID: 'Malipo yamepokelewa', PENDING: 'Malipo yanashughulikiwa', CLOSED: 'Malipo hayakukamilika', UNKNOWN: 'Malipo hayakupatikana',
    openHint: 'Unaweza kufunga ukurasa huu. Skrini ulipoanzia kuweka amana inaonyesha matokeo.',
    closedHint: 'Hakuna kilichowekwa. Skrini ulipoanzia kuweka amana inaeleza sababu.',
  },
};

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#eef2f7;color:#1b2430}
main{max-width:420px;margin:0 auto;padding:48px 16px;text-align:center}h1{font-size:1.3rem;margin:0 0 12px}p{margin:0;color:#5b6675;line-height:1.5}`;

/**
 * The plain page a payment ends on when it was made on another device (a QR code scanned by the
 * phone with the e-wallet): no session, no app, in that device's language, no script (the strict
 * content security policy holds).
 */
export function renderPaymentDonePage(outcome: PaymentOutcome, language: LanguageCode): string {
  const texts = TEXTS[language];
  const { htmlLang, dir } = findLanguage(language)!;
  const hint = outcome === 'UNKNOWN' ? '' : `<p data-testid="payment-done-hint">${outcome === 'CLOSED' ? texts.closedHint : texts.openHint}</p>`;
  return `<!doctype html><html lang="${htmlLang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${texts[outcome]}</title><style>${STYLE}</style></head>` +
    `<body><main data-testid="payment-done" data-outcome="${outcome}"><h1>${texts[outcome]}</h1>${hint}</main></body></html>`;
}
