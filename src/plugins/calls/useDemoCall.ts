// The caller console's call, turn by turn through the Demo carrier: "Call" starts it (the agent's
// greeting), each line is one turn with its reply, "Hang up" ends it. While it is open the call is
// really in progress, so a supervisor may end it from the Live page: the console learns it from the
// events stream (call.ended), or else from the next turn's answer.
import { useRef, useState } from 'react';
import { useEvents } from '@kernel/sdk';
import { CALLS_RESOURCE } from './api';
import type { DemoCallStep, DemoLine } from './liveApi';
import { useCallsProvider } from './useCalls';

const CALL_ENDED = ['call.ended'] as const;

export function useDemoCall(onAgent: (text: string) => void, onEnded: () => void) {
  const dataProvider = useCallsProvider();
  const [open, setOpen] = useState<(DemoLine & { callId: string }) | null>(null);
  // the event and the next turn's answer may both say the call ended: the first one closes it
  const openId = useRef<string | null>(null);
  const close = () => {
    if (openId.current === null) return;
    openId.current = null;
    setOpen(null);
    onEnded();
  };

  const heard = (step: DemoCallStep, line: DemoLine) => {
    if (step.reply) onAgent(step.reply);
    if (step.status !== 'ended' && step.callId) {
      openId.current = step.callId;
      setOpen({ ...line, callId: step.callId });
    } else if (openId.current) close();
    // refused at once (no agent, unpublished): the line was never open, yet the call is over
    else onEnded();
  };

  useEvents(CALL_ENDED, (event) => {
    if (openId.current && event.payload.callId === openId.current) close();
  });

  return {
    inCall: open !== null,
    start: async (line: DemoLine) => heard((await dataProvider.demoCallStart(CALLS_RESOURCE, line)).data, line),
    say: async (text: string) => {
      if (!open) return;
      heard((await dataProvider.demoCallTurn(CALLS_RESOURCE, { ...open, text })).data, open);
    },
    hangUp: async () => {
      if (!open) return;
      await dataProvider.demoCallEnd(CALLS_RESOURCE, open);
      close();
    },
  };
}
