const SAMPLE_RATE = 8000;
// Long enough to be still playing when a test starts another medium on the page (R4.05).
const SECONDS = 30;

/** Thirty seconds of silence as an 8 kHz, 8-bit mono WAV (240 kB): what every audio address answers locally. */
export function silentWav(): Buffer {
  const samples = SAMPLE_RATE * SECONDS;
  const wav = Buffer.alloc(44 + samples, 0x80); // 0x80 is silence for unsigned 8-bit samples
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples, 40);
  return wav;
}
