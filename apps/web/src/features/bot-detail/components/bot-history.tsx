import styled from 'styled-components';
import { formatDate } from '@/lib/format';
import { useBotHistory } from '../api/get-bot-history';
import { changeText, entryTitle } from './history-entry-text';

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  padding: 0;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }
  time,
  ul {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The bot's public life from its events, newest first. */
export function BotHistory({ botId }: { botId: number }) {
  const { data, error } = useBotHistory(botId);
  if (error) return <p>The history could not be loaded.</p>;
  if (!data) return <p>Loading history...</p>;
  return (
    <StyledList aria-label="Change history">
      {[...data].reverse().map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <strong>{entryTitle(entry)}</strong>
          <time dateTime={entry.at}>{formatDate(entry.at) ?? entry.at}</time>
          {entry.changes.length > 0 && (
            <ul>
              {entry.changes.map((change) => (
                <li key={change.field}>{changeText(change)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </StyledList>
  );
}
