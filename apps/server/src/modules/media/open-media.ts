import type { AppConfig } from "#server/config.ts";
import { DirMediaStore } from "./dir-media-store.ts";
import { bucketCopies, directoryFiles, type LocalMediaFiles } from "./local-media-files.ts";
import type { MediaStore } from "./media-store.ts";
import { S3MediaStore } from "./s3-media-store.ts";

/** The media store MEDIA_STORE names, and the files on this machine the media route and worker read. */
export interface Media {
  store: MediaStore;
  files: LocalMediaFiles;
  close(): Promise<void>;
}

export async function openMediaStore(
  config: Pick<AppConfig, "mediaDir" | "mediaStore">,
): Promise<MediaStore> {
  return config.mediaStore.kind === "s3"
    ? S3MediaStore.open(config.mediaStore)
    : new DirMediaStore(config.mediaDir);
}

function media(store: MediaStore, files: LocalMediaFiles): Media {
  return {
    store,
    files,
    async close() {
      await files.close();
      store.close();
    },
  };
}

export async function openMedia(config: Pick<AppConfig, "mediaDir" | "mediaStore">): Promise<Media> {
  const settings = config.mediaStore;
  if (settings.kind === "dir") {
    const store = new DirMediaStore(config.mediaDir);
    return media(store, directoryFiles(store));
  }
  const store = await S3MediaStore.open(settings);
  const files = bucketCopies(store, {
    maxBytes: settings.cacheMegabytes * 1024 * 1024,
    freshMs: settings.cacheFreshSeconds * 1000,
  });
  return media(store, files);
}
