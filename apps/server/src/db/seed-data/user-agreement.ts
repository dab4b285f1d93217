import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { merchantDocuments, merchants, type LocalizedTexts } from '../schema.ts';
import { DEMO_DEPOSIT_CHANNELS, DEMO_DEPOSIT_PROMOTIONS } from './deposit-channels.ts';
import { WITHDRAWAL_SETTINGS } from './withdrawals.ts';

/**
 * The user agreement of the demo merchants (terms of use, privacy, responsible gaming) in English
 * and Filipino. Every rule it states is one the platform applies; the figures come from the seeded
 * rules themselves, so the text cannot promise more than is paid. Operators edit the stored copy.
 */

const peso = (minor: number) => `₱${(minor / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const percent = (basisPoints: number) => `${basisPoints / 100}%`;

type Facts = {
  /** The merchant takes deposits (DEMO); ALT does not. */
  deposits: boolean;
  withdrawals: { minMinor: number; maxMinor: number; dailyCount: number };
};

const section = (heading: string, ...paragraphs: string[]) => `<h2>${heading}</h2>${paragraphs.join('')}`;
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const firstDeposit = DEMO_DEPOSIT_PROMOTIONS.find((promotion) => promotion.code === 'FIRST_DEPOSIT')!;
const reload = DEMO_DEPOSIT_PROMOTIONS.find((promotion) => promotion.code === 'RELOAD')!;
const minimumDeposit = Math.min(...DEMO_DEPOSIT_CHANNELS.map((channel) => channel.minMinor));
const bankTransferMinimum = DEMO_DEPOSIT_CHANNELS.find((channel) => channel.channel === 'mt')!.minMinor;
const appFee = DEMO_DEPOSIT_CHANNELS.find((channel) => channel.channel === 'ma')!.feeBasisPoints ?? 0;

function english(facts: Facts): { title: string; content: string } {
  const { withdrawals } = facts;
  return {
    title: 'User agreement',
    content: [
      section('Who may play',
        '<p>You must be 18 or older, and gaming must be allowed where you live. One account per person. We may ask you to prove your age and identity, and we close accounts opened by anyone under 18.</p>'),
      section('Your account',
        '<p>Keep your login password and your payment password to yourself. Our staff will never ask for them or for an SMS code. Log out on a shared phone. Bets made on your account count as yours.</p>'),
      ...(facts.deposits
        ? [
            section('Deposits',
              `<p>You can deposit by online payment, QR Ph, the e-wallet app or bank transfer. The minimum is ${peso(minimumDeposit)} (${peso(bankTransferMinimum)} by bank transfer); paying in the e-wallet app costs a ${percent(appFee)} fee, the other ways are free. A deposit is credited once the payment is confirmed.</p>`,
              '<p>You can set daily, weekly and monthly deposit limits in the Security Centre. A payment that would go over your limit is not credited: it is returned.</p>'),
            section('Bonuses',
              list(
                `First deposit: ${percent(firstDeposit.percentBasisPoints)} of your first deposit of ${peso(firstDeposit.minDepositMinor)} or more, up to ${peso(firstDeposit.maxBonusMinor)}.`,
                `Daily reload: after your first deposit, ${percent(reload.percentBasisPoints)} of one deposit of ${peso(reload.minDepositMinor)} or more every 24 hours, up to ${peso(reload.maxBonusMinor)}.`,
              ),
              `<p>You choose the bonus when you deposit, and it is credited with the deposit. Each bonus comes with wagering: ${firstDeposit.turnoverMultiplier}× (first deposit) or ${reload.turnoverMultiplier}× (reload) the deposit plus the bonus. Until it is met, no money can be withdrawn or transferred from your wallet. Slot stakes count towards it.</p>`),
          ]
        : []),
      section('Withdrawals',
        `<p>To withdraw, set a 6-digit payment password and bind a bank account or e-wallet in your own name in the Security Centre. A withdrawal is between ${peso(withdrawals.minMinor)} and ${peso(withdrawals.maxMinor)}, at most ${withdrawals.dailyCount} a day. It is reviewed before it is paid, and the withdrawal page shows each step. Five wrong payment passwords in a row lock it for 30 minutes.</p>`),
      section('Fair play',
        '<p>Game results are random. We may refuse a bet, hold a withdrawal for review or close an account used for fraud, for several accounts of one person or for money that is not yours.</p>'),
      section('Privacy',
        '<p>We keep what running your account needs: your username, mobile number and e-mail if you give them, your payee name and bound accounts (the app shows only their last four digits), your deposits, withdrawals and bets, and your logins (address and device) to protect your account. We use them to run your account, pay you, keep your account safe and meet our legal duties. We do not sell them. Passwords are stored only in a form nobody can read back. To see or correct your data, contact Online Service.</p>'),
      section('Responsible gaming',
        '<p>Play for fun, not to earn money. Decide before you play how much you can afford to lose, and stop when it is spent.</p>',
        list(
          'Never chase losses, and never borrow to play.',
          'Take breaks, and do not play when you are upset, tired or drinking.',
          ...(facts.deposits ? ['Set deposit limits in the Security Centre: a lower limit applies at once, a higher one after 24 hours.'] : []),
          'Keep track of time and money: the records in the member centre show every bet, deposit and withdrawal.',
        ),
        '<p>If gaming is hurting you or someone close to you, stop and talk to someone you trust. In the Philippines you can call the National Center for Mental Health crisis hotline at 1553 (free, 24 hours). Gamblers Anonymous meetings are open to anyone who wants to stop.</p>'),
      section('Changes and contact',
        '<p>We may change this agreement; the new text applies from when it is published here. Questions go to Online Service.</p>'),
    ].join(''),
  };
}

function filipino(facts: Facts): { title: string; content: string } {
  const { withdrawals } = facts;
  return {
    title: 'Kasunduan ng user',
    content: [
      section('Sino ang puwedeng maglaro',
        '<p>Dapat ay 18 taong gulang ka pataas, at pinapayagan ang paglalaro kung saan ka nakatira. Isang account bawat tao. Maaari ka naming hingan ng patunay ng edad at pagkakakilanlan, at isinasara namin ang account na binuksan ng sinumang wala pang 18.</p>'),
      section('Ang iyong account',
        '<p>Huwag ibahagi ang iyong login password at payment password. Hindi kailanman hihingin ng aming staff ang mga ito o ang SMS code. Mag-log out sa teleponong ginagamit ng iba. Ang mga taya sa iyong account ay itinuturing na iyo.</p>'),
      ...(facts.deposits
        ? [
            section('Mga deposito',
              `<p>Puwede kang magdeposito sa online payment, QR Ph, e-wallet app o bank transfer. Ang minimum ay ${peso(minimumDeposit)} (${peso(bankTransferMinimum)} sa bank transfer); may ${percent(appFee)} na singil ang pagbayad sa e-wallet app, libre ang iba. Papasok ang deposito kapag nakumpirma ang bayad.</p>`,
              '<p>Puwede kang magtakda ng araw-araw, lingguhan at buwanang deposit limit sa Security Centre. Ang bayad na lalampas sa iyong limit ay hindi papasok: ibabalik ito.</p>'),
            section('Mga bonus',
              list(
                `Unang deposito: ${percent(firstDeposit.percentBasisPoints)} ng iyong unang deposito na ${peso(firstDeposit.minDepositMinor)} o higit pa, hanggang ${peso(firstDeposit.maxBonusMinor)}.`,
                `Araw-araw na reload: pagkatapos ng unang deposito, ${percent(reload.percentBasisPoints)} ng isang deposito na ${peso(reload.minDepositMinor)} o higit pa bawat 24 oras, hanggang ${peso(reload.maxBonusMinor)}.`,
              ),
              `<p>Pipiliin mo ang bonus kapag nagdeposito ka, at papasok ito kasama ng deposito. May kasamang wagering ang bawat bonus: ${firstDeposit.turnoverMultiplier}× (unang deposito) o ${reload.turnoverMultiplier}× (reload) ng deposito at bonus. Hangga't hindi ito naaabot, walang perang mawi-withdraw o maililipat mula sa iyong wallet. Kasama rito ang mga taya sa slot.</p>`),
          ]
        : []),
      section('Mga withdrawal',
        `<p>Para mag-withdraw, maglagay ng 6-digit na payment password at mag-bind ng bank account o e-wallet na nasa iyong pangalan sa Security Centre. Ang withdrawal ay mula ${peso(withdrawals.minMinor)} hanggang ${peso(withdrawals.maxMinor)}, hanggang ${withdrawals.dailyCount} bawat araw. Sinusuri ito bago bayaran, at makikita sa withdrawal page ang bawat hakbang. Kapag limang beses na mali ang payment password nang sunod-sunod, naka-lock ito nang 30 minuto.</p>`),
      section('Patas na laro',
        '<p>Random ang resulta ng mga laro. Maaari naming tanggihan ang taya, suriin muna ang withdrawal o isara ang account na ginamit sa panloloko, sa maraming account ng iisang tao o sa perang hindi iyo.</p>'),
      section('Privacy',
        '<p>Iniingatan namin ang kailangan para patakbuhin ang iyong account: ang iyong username, mobile number at e-mail kung ibinigay mo, ang pangalan ng payee at mga naka-bind na account (huling apat na digit lang ang ipinapakita ng app), ang iyong mga deposito, withdrawal at taya, at ang iyong mga login (address at device) para protektahan ang account. Ginagamit namin ang mga ito para patakbuhin ang account, bayaran ka, panatilihing ligtas ang account at tuparin ang aming legal na tungkulin. Hindi namin ibinebenta ang mga ito. Ang mga password ay nakatago sa anyong hindi na mababasa ninuman. Para makita o maitama ang iyong data, makipag-ugnayan sa Online Service.</p>'),
      section('Responsableng paglalaro',
        '<p>Maglaro para sa saya, hindi para kumita. Bago maglaro, pagpasyahan kung magkano ang kaya mong mawala, at tumigil kapag naubos na ito.</p>',
        list(
          'Huwag habulin ang talo, at huwag mangutang para maglaro.',
          'Magpahinga, at huwag maglaro kapag ikaw ay galit, pagod o nakainom.',
          ...(facts.deposits ? ['Magtakda ng deposit limit sa Security Centre: agad na umiiral ang mas mababang limit, ang mas mataas ay pagkalipas ng 24 oras.'] : []),
          'Bantayan ang oras at pera: nasa mga record ng member centre ang bawat taya, deposito at withdrawal.',
        ),
        '<p>Kung sinasaktan ng paglalaro ikaw o ang isang malapit sa iyo, tumigil at kausapin ang taong pinagkakatiwalaan mo. Sa Pilipinas, puwede kang tumawag sa crisis hotline ng National Center for Mental Health sa 1553 (libre, 24 oras). Bukas ang mga pulong ng Gamblers Anonymous sa sinumang gustong tumigil.</p>'),
      section('Mga pagbabago at pakikipag-ugnayan',
        '<p>Maaari naming baguhin ang kasunduang ito; umiiral ang bagong teksto mula nang ilathala ito rito. Ipadala ang mga tanong sa Online Service.</p>'),
    ].join(''),
  };
}

export function userAgreementTexts(facts: Facts): LocalizedTexts {
  return { EN: english(facts), TY: filipino(facts) };
}

const MERCHANT_FACTS: Record<string, Omit<Facts, 'withdrawals'>> = { DEMO: { deposits: true }, ALT: { deposits: false } };

/** A seed step: gives each demo merchant its user agreement when it has none (an operator's edited copy is kept). */
export async function seedUserAgreements(db: AppDatabase): Promise<void> {
  for (const { merchantCode, minMinor, maxMinor, dailyCount } of WITHDRAWAL_SETTINGS) {
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantCode));
    const facts = MERCHANT_FACTS[merchantCode];
    if (!merchant || !facts) continue;
    await db.insert(merchantDocuments)
      .values({ merchantId: merchant.id, kind: 'USER_AGREEMENT', texts: userAgreementTexts({ ...facts, withdrawals: { minMinor, maxMinor, dailyCount } }) })
      .onConflictDoNothing();
  }
}
