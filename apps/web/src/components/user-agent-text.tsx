import { Tooltip } from 'antd';
import { shortUserAgent } from './user-agent';
import './text.css';

/** A log's browser cell: the agent in a few words, the whole string on hover (and in data-full-text for the e2e checks). */
export function UserAgentText({ agent }: { agent: string }) {
  if (!agent.trim()) return <span className="bo-muted">—</span>;
  return (
    <Tooltip title={agent}>
      <span className="bo-ellipsis" data-full-text={agent} data-user-content="">
        {shortUserAgent(agent)}
      </span>
    </Tooltip>
  );
}
