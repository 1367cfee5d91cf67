// A fixed VAPID identity for tests and benchmarks that start the API with NODE_ENV=production, where
// the three VAPID_* variables are required (issue 32). Generated once for this purpose; never a real one.
export const VAPID_DE_PRUEBA = {
  VAPID_PUBLIC_KEY: 'BEc9Cud_Lt2IAtd6kzt7aY7hE3z-5eIOL585MOSFlpuKE8SRZmRF_8SFbAWDMmqyEHC_uDGFdo7mOC95WTslX18',
  VAPID_PRIVATE_KEY: 'LXwGBKsIA7kxFUI8HnN9PNsOpT3pHNA5Sx101Yu_wtA',
  VAPID_SUBJECT: 'mailto:soporte@horizonte.test',
};
