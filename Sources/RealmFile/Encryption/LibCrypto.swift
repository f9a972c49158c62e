#if canImport(Glibc)
import Glibc
#endif
import CCrypto
import RealmModel

/// libcrypto (OpenSSL 3), loaded with `dlopen` the first time an encrypted
/// file is read or written (or more than 64 KiB are hashed: `SHA256Stream`),
/// never at start-up: linked into the executable,
/// its tables were pages the loader relocated at every start of every
/// command. The one place that loads it; `PageDecryptor` and
/// `PageEncryptor` call it through these functions.
///
/// `libcrypto.so.3` comes with `libssl-dev` (its `libssl3`). When it cannot
/// be loaded, opening an encrypted file fails with one sentence:
///
/// ```
/// encryption needs libcrypto.so.3, which could not be loaded: libcrypto.so.3: cannot open shared object file: No such file or directory
/// ```
struct LibCrypto: @unchecked Sendable {  // immutable C function pointers
    let cipherContextNew: realmlens_EVP_CIPHER_CTX_new_fn
    let cipherContextFree: realmlens_EVP_CIPHER_CTX_free_fn
    let cipherContextSetPadding: realmlens_EVP_CIPHER_CTX_set_padding_fn
    let cipherInit: realmlens_EVP_CipherInit_ex_fn
    let cipherUpdate: realmlens_EVP_CipherUpdate_fn
    let cipherFinal: realmlens_EVP_CipherFinal_ex_fn
    let aes256CBC: realmlens_EVP_aes_256_cbc_fn
    let sha224: realmlens_EVP_sha224_fn
    let hmac: realmlens_HMAC_fn
    let randomBytes: realmlens_RAND_bytes_fn
    let digestContextNew: realmlens_EVP_MD_CTX_new_fn
    let digestContextFree: realmlens_EVP_MD_CTX_free_fn
    let digestContextCopy: realmlens_EVP_MD_CTX_copy_ex_fn
    let digestInit: realmlens_EVP_DigestInit_ex_fn
    let digestUpdate: realmlens_EVP_DigestUpdate_fn
    let digestFinal: realmlens_EVP_DigestFinal_ex_fn
    let sha256: realmlens_EVP_sha256_fn

    /// The library, loaded once per process; throws `libcryptoUnavailable`.
    static func shared() throws -> LibCrypto {
        try loaded.get()
    }

    /// The shared library's name; `REALMLENS_LIBCRYPTO` replaces it (for
    /// tests of the message when it cannot be loaded).
    static var libraryName: String {
        getenv("REALMLENS_LIBCRYPTO").map { String(cString: $0) } ?? "libcrypto.so.3"
    }

    /// The library if it can be loaded (for SHA-256, which can do without it).
    static var ifAvailable: LibCrypto? {
        try? loaded.get()
    }

    private static let loaded: Result<LibCrypto, RealmFileError> = load(libraryName)

    private static func load(_ name: String) -> Result<LibCrypto, RealmFileError> {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            return .failure(.libcryptoUnavailable(library: name, reason: reason))
        }
        var missing: String?
        func function<F>(_ symbol: String, as type: F.Type) -> F? {
            guard let address = dlsym(handle, symbol) else {
                if missing == nil { missing = symbol }
                return nil
            }
            return unsafeBitCast(address, to: type)
        }
        guard let cipherContextNew = function("EVP_CIPHER_CTX_new", as: realmlens_EVP_CIPHER_CTX_new_fn.self),
              let cipherContextFree = function("EVP_CIPHER_CTX_free", as: realmlens_EVP_CIPHER_CTX_free_fn.self),
              let cipherContextSetPadding = function("EVP_CIPHER_CTX_set_padding", as: realmlens_EVP_CIPHER_CTX_set_padding_fn.self),
              let cipherInit = function("EVP_CipherInit_ex", as: realmlens_EVP_CipherInit_ex_fn.self),
              let cipherUpdate = function("EVP_CipherUpdate", as: realmlens_EVP_CipherUpdate_fn.self),
              let cipherFinal = function("EVP_CipherFinal_ex", as: realmlens_EVP_CipherFinal_ex_fn.self),
              let aes256CBC = function("EVP_aes_256_cbc", as: realmlens_EVP_aes_256_cbc_fn.self),
              let sha224 = function("EVP_sha224", as: realmlens_EVP_sha224_fn.self),
              let hmac = function("HMAC", as: realmlens_HMAC_fn.self),
              let randomBytes = function("RAND_bytes", as: realmlens_RAND_bytes_fn.self),
              let digestContextNew = function("EVP_MD_CTX_new", as: realmlens_EVP_MD_CTX_new_fn.self),
              let digestContextFree = function("EVP_MD_CTX_free", as: realmlens_EVP_MD_CTX_free_fn.self),
              let digestContextCopy = function("EVP_MD_CTX_copy_ex", as: realmlens_EVP_MD_CTX_copy_ex_fn.self),
              let digestInit = function("EVP_DigestInit_ex", as: realmlens_EVP_DigestInit_ex_fn.self),
              let digestUpdate = function("EVP_DigestUpdate", as: realmlens_EVP_DigestUpdate_fn.self),
              let digestFinal = function("EVP_DigestFinal_ex", as: realmlens_EVP_DigestFinal_ex_fn.self),
              let sha256 = function("EVP_sha256", as: realmlens_EVP_sha256_fn.self)
        else {
            dlclose(handle)
            return .failure(.libcryptoUnavailable(library: name, reason: "it has no symbol \(quoted: missing ?? "?")"))
        }
        return .success(LibCrypto(
            cipherContextNew: cipherContextNew, cipherContextFree: cipherContextFree,
            cipherContextSetPadding: cipherContextSetPadding, cipherInit: cipherInit, cipherUpdate: cipherUpdate,
            cipherFinal: cipherFinal, aes256CBC: aes256CBC, sha224: sha224, hmac: hmac, randomBytes: randomBytes,
            digestContextNew: digestContextNew, digestContextFree: digestContextFree, digestContextCopy: digestContextCopy,
            digestInit: digestInit, digestUpdate: digestUpdate, digestFinal: digestFinal, sha256: sha256))
    }
}
