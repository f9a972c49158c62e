// libcrypto (OpenSSL) for Realm's page encryption (AES-256-CBC, HMAC-SHA224, random IVs) and long SHA-256s.
// Declarations only, for their types: nothing here is linked. RealmFile loads
// libcrypto.so.3 with dlopen when it first meets an encrypted file
// (LibCrypto.swift), so a one-shot command's image carries none of
// libcrypto's tables (pages of pointers the loader relocates at every start).
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

// The type of each function RealmFile calls, taken from OpenSSL's own
// declaration, so a symbol found by dlsym is called with its exact signature.
typedef __typeof__(&EVP_CIPHER_CTX_new) realmlens_EVP_CIPHER_CTX_new_fn;
typedef __typeof__(&EVP_CIPHER_CTX_free) realmlens_EVP_CIPHER_CTX_free_fn;
typedef __typeof__(&EVP_CIPHER_CTX_set_padding) realmlens_EVP_CIPHER_CTX_set_padding_fn;
typedef __typeof__(&EVP_CipherInit_ex) realmlens_EVP_CipherInit_ex_fn;
typedef __typeof__(&EVP_CipherUpdate) realmlens_EVP_CipherUpdate_fn;
typedef __typeof__(&EVP_CipherFinal_ex) realmlens_EVP_CipherFinal_ex_fn;
typedef __typeof__(&EVP_aes_256_cbc) realmlens_EVP_aes_256_cbc_fn;
typedef __typeof__(&EVP_sha224) realmlens_EVP_sha224_fn;
typedef __typeof__(&HMAC) realmlens_HMAC_fn;
typedef __typeof__(&RAND_bytes) realmlens_RAND_bytes_fn;
typedef __typeof__(&EVP_MD_CTX_new) realmlens_EVP_MD_CTX_new_fn;
typedef __typeof__(&EVP_MD_CTX_free) realmlens_EVP_MD_CTX_free_fn;
typedef __typeof__(&EVP_MD_CTX_copy_ex) realmlens_EVP_MD_CTX_copy_ex_fn;
typedef __typeof__(&EVP_DigestInit_ex) realmlens_EVP_DigestInit_ex_fn;
typedef __typeof__(&EVP_DigestUpdate) realmlens_EVP_DigestUpdate_fn;
typedef __typeof__(&EVP_DigestFinal_ex) realmlens_EVP_DigestFinal_ex_fn;
typedef __typeof__(&EVP_sha256) realmlens_EVP_sha256_fn;
