import { useNavigate } from 'react-router';
import type { HotMatch } from '@m/contract';
import { Button } from '@/components/ui/button';
import { Popup } from '@/components/ui/popup';
import { pathOf } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { formatLocalDateTime } from '@/lib/format';

/** The hot-match modal: league, teams, kick-off and a bet button that opens the match's markets in the sportsbook. */
export default function HotMatchModal({ match, onClose }: { match: HotMatch; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const bet = () => {
    onClose();
    void navigate(`${pathOf('sportsbook-match')}?hotMatch=${match.id}`);
  };
  return (
    <Popup visible position="bottom" onMaskClick={onClose} onClose={onClose} bodyClassName="hot-match-modal" destroyOnClose aria-label={match.league}>
      <div data-testid="hot-match-modal">
        <p className="modal-league" dir="auto">{match.league}</p>
        <div className="modal-teams">
          {[
            { name: match.homeTeam, imageUrl: match.homeTeamImageUrl },
            { name: match.awayTeam, imageUrl: match.awayTeamImageUrl },
          ].map((team, position) => (
            <div key={position} className="modal-team">
              <img src={team.imageUrl} alt="" width={64} height={64} />
              <span dir="auto">{team.name}</span>
            </div>
          ))}
        </div>
        <p className="modal-time" data-testid="hot-match-time" dir="ltr">{formatLocalDateTime(match.matchTime, 'MM/DD HH:mm')}</p>
        <Button block color="primary" disabled={!match.supportPlay} data-testid="hot-match-bet" onClick={bet}>
          {t('home.betNow')}
        </Button>
      </div>
    </Popup>
  );
}
