import { describe, expect, it } from 'vitest';
import { chooseFirestoreEmulator, NO_EMULATOR_MESSAGE, parseJavaMajor } from './firestore-emulator.mjs';

const SDK = '/opt/google-cloud-sdk';
const SDK_EMULATOR = `${SDK}/platform/cloud-firestore-emulator/cloud_firestore_emulator`;
const present = (...paths: string[]) => (path: string) => paths.includes(path);

describe('choosing a Firestore emulator', () => {
  it('uses FIRESTORE_EMULATOR_BIN first when it exists', () => {
    expect(chooseFirestoreEmulator({ emulatorBin: '/x/cloud_firestore_emulator', gcloudPath: `${SDK}/bin/gcloud`, javaMajor: 21, exists: present('/x/cloud_firestore_emulator', SDK_EMULATOR) })).toEqual({
      kind: 'cloud-sdk',
      binary: '/x/cloud_firestore_emulator',
    });
  });

  it("finds the Cloud SDK's emulator beside the gcloud on the PATH", () => {
    expect(chooseFirestoreEmulator({ gcloudPath: `${SDK}/bin/gcloud`, javaMajor: 17, exists: present(SDK_EMULATOR) })).toEqual({ kind: 'cloud-sdk', binary: SDK_EMULATOR });
  });

  it("falls back to firebase-tools' own emulator with Java 21 or later", () => {
    expect(chooseFirestoreEmulator({ gcloudPath: `${SDK}/bin/gcloud`, javaMajor: 21, exists: present() })).toEqual({ kind: 'firebase-tools' });
    expect(chooseFirestoreEmulator({ javaMajor: 25, exists: present() })).toEqual({ kind: 'firebase-tools' });
  });

  it('stops with a message naming what to install when neither can run', () => {
    const choice = chooseFirestoreEmulator({ javaMajor: 17, exists: present() });
    expect(choice).toEqual({ kind: 'none', message: NO_EMULATOR_MESSAGE });
    expect(NO_EMULATOR_MESSAGE).toContain('Java 21 or later');
    expect(NO_EMULATOR_MESSAGE).toContain('gcloud components install cloud-firestore-emulator');
    expect(NO_EMULATOR_MESSAGE).toContain('FIRESTORE_EMULATOR_BIN');
    expect(chooseFirestoreEmulator({ exists: present() }).kind).toBe('none');
  });

  it('says so when FIRESTORE_EMULATOR_BIN points nowhere', () => {
    const choice = chooseFirestoreEmulator({ emulatorBin: '/missing/emulator', javaMajor: 11, exists: present() });
    expect(choice.kind).toBe('none');
    expect(choice.kind === 'none' && choice.message).toContain('/missing/emulator, which does not exist');
  });

  it('reads the Java major version from `java -version`', () => {
    expect(parseJavaMajor('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaMajor('java version "1.8.0_381"')).toBe(8);
    expect(parseJavaMajor('command not found')).toBeUndefined();
  });
});
