// libcrypto (OpenSSL) for Realm's page encryption: AES-256-CBC and HMAC-SHA224.
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/sha.h>
