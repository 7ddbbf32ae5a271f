// A thin bar at the very top from the start of a route change until it completes or fails
// (spec 2.2), trickling forward every 800 ms while the new page loads its data.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LinearProgress } from '@mui/material';
import { useLoading } from 'react-admin';
import { SHELL_MESSAGES as M } from './shellMessages';
import { LOADING_BAR_TRICKLE_MS } from '../constants';
import { trickle } from './shellRules';

export function RouteLoadingBar() {
  const { pathname } = useLocation();
  const loading = useLoading();
  const [progress, setProgress] = useState<number | null>(null);
  const first = useRef(true);
  const sawLoading = useRef(false);

  // a route change starts the bar (the first render is the page load, not a change)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    sawLoading.current = false;
    setProgress(10);
  }, [pathname]);

  const running = progress !== null && progress < 100;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setProgress((p) => (p === null || p >= 100 ? p : trickle(p))), LOADING_BAR_TRICKLE_MS);
    return () => clearInterval(timer);
  }, [running]);

  // completion: the new route's queries settled (successfully or not)
  useEffect(() => {
    if (!running) return;
    if (loading) {
      sawLoading.current = true;
      return;
    }
    const timer = setTimeout(() => setProgress(100), sawLoading.current ? 0 : 300);
    return () => clearTimeout(timer);
  }, [running, loading]);

  useEffect(() => {
    if (progress !== 100) return;
    const timer = setTimeout(() => setProgress(null), 250);
    return () => clearTimeout(timer);
  }, [progress]);

  if (progress === null) return null;
  return (
    <LinearProgress
      data-testid="route-loading-bar"
      variant="determinate"
      value={progress}
      aria-label={M.loadingPage}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.appBar + 10 }}
    />
  );
}
