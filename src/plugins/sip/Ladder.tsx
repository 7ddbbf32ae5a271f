// The ladder diagram of one SIP dialog: endpoints as columns (name, ip:port), each message an arrow
// from its source's line to its destination's, top to bottom in time order. Drawn in SVG with a fixed
// column width so labels stay readable on a 390 px phone: the ladder scrolls sideways inside its own
// box, never the page. Every arrow is focusable (Tab, or ↑/↓ from one to the next); Enter, a click or
// focus selects it for the details panel.
import { Box } from '@mui/material';
import { useRef, type KeyboardEvent } from 'react';
import { isFailure, ladderArrows, ladderColumns, messageLabel, offsetLabel, type SipMessage } from './rules';

const COL = 170;
const GUTTER = 70;
const HEAD = 56;
const ROW = 40;

export interface LadderProps {
  messages: SipMessage[];
  selected: number | null;
  onSelect: (seq: number) => void;
  label: string;
}

export function Ladder({ messages: list, selected, onSelect, label }: LadderProps) {
  const columns = ladderColumns(list);
  const arrows = ladderArrows(list);
  const refs = useRef<(SVGGElement | null)[]>([]);
  const width = GUTTER + columns.length * COL;
  const height = HEAD + arrows.length * ROW + 16;
  const x = (col: number) => GUTTER + col * COL + COL / 2;

  const onKey = (event: KeyboardEvent, index: number, seq: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(seq);
    }
    const next = event.key === 'ArrowDown' ? index + 1 : event.key === 'ArrowUp' ? index - 1 : null;
    if (next !== null && refs.current[next]) {
      event.preventDefault();
      refs.current[next]!.focus();
    }
  };

  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }} data-testid="sip-ladder">
      <svg width={width} height={height} role="group" aria-label={label} style={{ display: 'block', fontFamily: 'inherit' }}>
        <defs>
          <marker id="sip-arrowhead" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor" />
          </marker>
        </defs>
        {columns.map((c, i) => (
          <g key={`${c.ip}:${c.port}`}>
            <text x={x(i)} y={20} textAnchor="middle" fontSize={13} fontWeight={600} fill="currentColor">
              {c.name}
            </text>
            <text x={x(i)} y={38} textAnchor="middle" fontSize={11} fill="gray">
              {`${c.ip}:${c.port}`}
            </text>
            <line x1={x(i)} y1={HEAD - 8} x2={x(i)} y2={height - 4} stroke="gray" strokeDasharray="4 3" />
          </g>
        ))}
        {arrows.map((a, i) => {
          const y = HEAD + i * ROW + 26;
          const failing = isFailure(a.message);
          const color = failing ? '#c62828' : a.message.method ? '#1565c0' : '#2e7d32';
          const isSelected = selected === a.message.seq;
          const [x1, x2] = [x(a.from), x(a.to)];
          const text = messageLabel(a.message);
          return (
            <g
              key={a.message.seq}
              ref={(el) => {
                refs.current[i] = el;
              }}
              tabIndex={0}
              role="button"
              aria-pressed={isSelected}
              aria-label={`${i + 1}. ${text}, ${a.message.source.name} to ${a.message.destination.name}, ${offsetLabel(a.offsetMs)}`}
              data-testid="sip-arrow"
              onClick={() => onSelect(a.message.seq)}
              onFocus={() => onSelect(a.message.seq)}
              onKeyDown={(e) => onKey(e, i, a.message.seq)}
              style={{ cursor: 'pointer', color, outline: 'none' }}
            >
              <rect x={GUTTER} y={y - 24} width={columns.length * COL} height={ROW - 4} fill={isSelected ? 'rgba(25,118,210,0.12)' : 'transparent'} stroke={isSelected ? '#1976d2' : 'none'} />
              <text x={8} y={y + 4} fontSize={11} fill="gray">
                {offsetLabel(a.offsetMs)}
              </text>
              <line x1={x1} y1={y} x2={x2} y2={y} stroke="currentColor" strokeWidth={failing ? 2.5 : 1.5} markerEnd="url(#sip-arrowhead)" />
              <text x={(x1 + x2) / 2} y={y - 6} textAnchor="middle" fontSize={12} fontWeight={failing ? 700 : 500} fill="currentColor">
                {text}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
