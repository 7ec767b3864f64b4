/**
 * The new-order chime: two short notes drawn with Web Audio in the browser (no sound file, from
 * this host or any other). Browsers let a page play sound only after a user gesture, so the
 * audio context is made (or resumed) when the merchant presses 'Turn on sound'.
 */
let context: AudioContext | null = null;

type AudioContextClass = new () => AudioContext;

function audioContextClass(): AudioContextClass | null {
  const scope = window as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/** Called from the 'Turn on sound' press; false when the browser cannot play sound. */
export async function enableChime(): Promise<boolean> {
  try {
    if (!context) {
      const Context = audioContextClass();
      if (!Context) return false;
      context = new Context();
    }
    if (context.state === 'suspended') await context.resume();
    return true;
  } catch {
    return false;
  }
}

/** A short rising chime (E6 then A6, 0.35 s), if sound was turned on. */
export function playChime(): void {
  if (!context) return;
  const start = context.currentTime;
  [1318.5, 1760].forEach((frequency, index) => {
    if (!context) return;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + index * 0.15;
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.22);
  });
}

/** Tests start each store without a context. */
export function resetChime(): void {
  context = null;
}
