// libcrypto (OpenSSL) for Realm's page encryption: AES-256-CBC, HMAC-SHA224 and random IVs.
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/sha.h>
#include <openssl/rand.h>
