/*
 * The hero's media are made, not downloaded: public/media/hero.mp4 (H.264), hero.webm (VP9) and
 * hero-poster.webp are an 8-second loop of the brand's blues with two drifting glows, generated
 * with ffmpeg's lavfi `geq` filter (every term periodic in T with a period of 8 s, so the loop has
 * no seam), rendered at 320x180, scaled to 1280x720 and blurred; the poster is its first frame.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { routePaths } from '../../../app/routes';
import { onReducedMotionChange, prefersReducedMotion } from '../../../components/motion';

export const HERO_MEDIA = {
  webm: '/media/hero.webm',
  mp4: '/media/hero.mp4',
  poster: '/media/hero-poster.webp',
  width: 1280,
  height: 720,
} as const;

/**
 * Follows the system's reduced-motion setting, also when it changes while the page is open. A
 * page rendered ahead of time cannot know it: it starts still (no autoplay), and the browser
 * starts the video once it knows.
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(onReducedMotionChange, prefersReducedMotion, () => true);
}

export interface HeroViewProps {
  title: string;
  tagline: string;
  registerLabel: string;
  pricingLabel: string;
  playVideoLabel: string;
  pauseVideoLabel: string;
}

/**
 * The full-screen video hero: a muted, looping background video under
 * the title and tagline. It does not play by itself when the user prefers reduced motion (only
 * the poster shows), and a button pauses or plays it at any time.
 */
export function HeroView({
  title,
  tagline,
  registerLabel,
  pricingLabel,
  playVideoLabel,
  pauseVideoLabel,
}: HeroViewProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const titleId = useId();
  const paused = pausedByUser ?? reducedMotion;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property only; browsers' autoplay rules read the attribute too.
    video.muted = true;
    video.setAttribute('muted', '');
  }, []);

  // The setting changed to reduced motion while the video played: stop it (unless the user
  // chose). A page hydrated still gets `autoplay` and `preload="auto"` once the setting is known:
  // the browser then loads the video and starts it.
  useEffect(() => {
    const video = videoRef.current;
    if (video && paused && !video.paused) video.pause();
  }, [paused]);

  const toggle = () => {
    const video = videoRef.current;
    if (paused) {
      setPausedByUser(false);
      void video?.play()?.catch(() => setPausedByUser(true));
    } else {
      setPausedByUser(true);
      video?.pause();
    }
  };

  return (
    <section className="hero" aria-labelledby={titleId}>
      <video
        ref={videoRef}
        className="hero__video"
        width={HERO_MEDIA.width}
        height={HERO_MEDIA.height}
        poster={HERO_MEDIA.poster}
        muted
        loop
        playsInline
        autoPlay={!paused}
        preload={paused ? 'none' : 'auto'}
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src={HERO_MEDIA.webm} type="video/webm" />
        <source src={HERO_MEDIA.mp4} type="video/mp4" />
      </video>
      <div className="hero__scrim" aria-hidden="true" />
      <div className="hero__content container">
        <h1 id={titleId} className="hero__title">
          {title}
        </h1>
        <p className="hero__tagline">{tagline}</p>
        <div className="hero__actions">
          <Link className="button button--accent" to={routePaths.register}>
            {registerLabel}
          </Link>
          <Link className="button button--on-dark" to={routePaths.price}>
            {pricingLabel}
          </Link>
        </div>
      </div>
      <button
        type="button"
        className="hero__toggle"
        aria-label={paused ? playVideoLabel : pauseVideoLabel}
        title={paused ? playVideoLabel : pauseVideoLabel}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          {/* Play, or pause. */}
          <path d={paused ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zM13 5h4v14h-4z'} fill="currentColor" />
        </svg>
      </button>
    </section>
  );
}
