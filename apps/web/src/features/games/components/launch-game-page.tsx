import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { launchGameQuerySchema } from '@m/contract';
import { BackIcon } from '@/components/icons';
import { HOME_PATH, LOGIN_PATH } from '@/config/paths';
import { LOTTERY_GAME_PATH } from '@/lib/game-launch';
import { errorCode, errorText } from '@/lib/api-error-text';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useSession, type SessionInfo } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { refreshWalletBalance, useWalletBalance } from '@/lib/wallet-balance';
import { useLaunchUrl, type LaunchQuery } from '@/features/games/api/launch-game';
import '@/features/games/components/games.css';

/** The game page posts this after every settled spin, so the balance here follows the play. */
export const WALLET_CHANGED_MESSAGE = 'wallet-changed';

/**
 * The launch query from the page's URL: the lottery launcher's `vendor`, `code`, `prize_mode`,
 * `playType`, or the generic launch's `gameCategory`, `vendor`, `gameId`, `nodeId`. Members play
 * for real unless `freePlay=1`; guests play free.
 */
export function launchQueryFrom(params: URLSearchParams, session: SessionInfo | null, language: string | null): LaunchQuery | null {
  const read = (name: string) => params.get(name) ?? undefined;
  const lottery = params.has('code');
  const parsed = launchGameQuerySchema.safeParse({
    platform: 'html5',
    clientType: 2,
    language: language ?? undefined,
    vendor: read('vendor'),
    accountType: session && params.get('freePlay') !== '1' ? 1 : 0,
    ...(lottery
      ? { gameCode: read('code'), prizeMode: read('prize_mode'), playType: read('playType') }
      : { nodeId: read('nodeId'), gameId: read('gameId'), gameCategory: read('gameCategory') }),
  });
  return parsed.success ? parsed.data : null;
}

/** The lottery game page of a launch form naming one lottery (the vendor lobbies still open as games); null otherwise. */
export function lotteryGamePathOf(params: URLSearchParams): string | null {
  const code = params.get('code');
  if (!code || code === 'lobby') return null;
  const target = new URLSearchParams({ code });
  for (const [from, to] of [['prize_mode', 'prizeMode'], ['vendor', 'vendor'], ['pageBack', 'pageBack']] as const) {
    const value = params.get(from);
    if (value) target.set(to, value);
  }
  return `${LOTTERY_GAME_PATH}?${target}`;
}

const IN_APP_PREFIX = '/m/';

const hasHistory = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** /m/launchGame: the game full screen, a way back, and the balance refreshed on return. */
export function LaunchGamePage() {
  const t = useT();
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const language = useLanguage();
  const [params] = useSearchParams();
  const lotteryPath = lotteryGamePathOf(params);
  const query = lotteryPath ? null : launchQueryFrom(params, session, language);
  const launch = useLaunchUrl(query);
  const balance = useWalletBalance();
  const refusal = errorCode(launch.error);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && (event.data as { type?: string } | null)?.type === WALLET_CHANGED_MESSAGE) {
        void refreshWalletBalance(client);
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      void refreshWalletBalance(client);
    };
  }, [client]);

  useEffect(() => {
    if (refusal === 'login.not.session') void navigate(LOGIN_PATH, { replace: true });
  }, [refusal, navigate]);

  useEffect(() => {
    if (lotteryPath) void navigate(lotteryPath, { replace: true });
  }, [lotteryPath, navigate]);
  // A game of the app's own pages (the live baccarat table) opens in the app, not in a frame.
  const inApp = launch.data?.startsWith(IN_APP_PREFIX) === true;
  useEffect(() => {
    if (inApp && launch.data) void navigate(launch.data, { replace: true });
  }, [inApp, launch.data, navigate]);

  const goBack = () => {
    if (params.get('pageBack') !== 'home' && hasHistory()) void navigate(-1);
    else void navigate(HOME_PATH);
  };

  let body;
  if (launch.data && !inApp) {
    body = <iframe className="launch-frame" src={launch.data} title={t('page.launchGame.title')} data-testid="launch-frame" allow="fullscreen; autoplay" />;
  } else if (!lotteryPath && (!query || launch.isError)) {
    body = (
      <div className="launch-message" role="alert" data-testid="launch-error">
        <p>{refusal ? errorText(t, launch.error) : t('games.launch.failed')}</p>
        <button type="button" onClick={goBack}>{t('games.launch.back')}</button>
      </div>
    );
  } else {
    body = <div className="launch-message" aria-busy="true">{t('games.launch.loading')}</div>;
  }

  return (
    <section className="launch-page" data-testid="page-launchGame">
      <div className="launch-bar">
        <button type="button" className="icon-button" data-testid="launch-back" aria-label={t('games.launch.back')} onClick={goBack}>
          <BackIcon className="flip-rtl" />
        </button>
        <h1 className={launch.data ? 'launch-title visually-hidden' : 'launch-title'}>{t('page.launchGame.title')}</h1>
        {launch.data && <span className="launch-title" />}
        {session && balance.data && (
          <span className="launch-balance" data-testid="launch-balance" dir="ltr">{formatMoney(balance.data.sumBalance)}</span>
        )}
      </div>
      {body}
    </section>
  );
}
